import type { CSSProperties } from 'react';
import { Icon } from '../../components/icons/Icon';
import type { InfoBlock } from './infoContent';
import { RichTextView } from './RichTextView';

interface InfoBlockViewProps {
  block: InfoBlock;
}

export function InfoBlockView({ block }: InfoBlockViewProps) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichTextView text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>
              <RichTextView text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        // Scrolls sideways on a phone: focusable and named, so keyboards can scroll it too.
        <div className="info-table" role="region" aria-label={block.caption} tabIndex={0}>
          <table>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'ladder':
      return (
        <ol className="tier-ladder" aria-label="Tiers from first to highest">
          {block.steps.map((step, index) => (
            <li
              key={step}
              className="tier-ladder__step"
              style={{ '--step': index } as CSSProperties}
            >
              <span className="tier-ladder__rank" aria-hidden="true">
                {index + 1}
              </span>
              <span className="tier-ladder__name">{step}</span>
            </li>
          ))}
        </ol>
      );
    case 'callout':
      return (
        <aside className="info-callout">
          <Icon name="info" className="info-callout__icon" />
          <div>
            <p className="info-callout__title">{block.title}</p>
            <p>
              <RichTextView text={block.text} />
            </p>
          </div>
        </aside>
      );
    case 'faq':
      return (
        <div className="faq-list">
          {block.items.map((item) => (
            <details key={item.question} className="faq">
              <summary className="faq__question">
                <span>{item.question}</span>
                <Icon name="chevron" size="1.25rem" className="faq__chevron" />
              </summary>
              <div className="faq__answer">
                {item.answer.map((paragraph, index) => (
                  <p key={index}>
                    <RichTextView text={paragraph} />
                  </p>
                ))}
              </div>
            </details>
          ))}
        </div>
      );
  }
}
