import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

// A site path after a space or an opening parenthesis: /wallet, /help/post-a-project, /contact.
const TOKEN = /(\*\*[^*\n]+\*\*)|((?<=^|[\s(])\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*)/g;

function renderLine(line: string, onNavigate?: () => void): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) out.push(line.slice(last, index));
    if (match[1]) out.push(<strong key={index}>{match[1].slice(2, -2)}</strong>);
    else if (match[2])
      out.push(
        <Link
          key={index}
          to={match[2]}
          onClick={onNavigate}
          className="text-primary underline underline-offset-2"
        >
          {match[2]}
        </Link>,
      );
    last = index + match[0].length;
  }
  if (last < line.length) out.push(line.slice(last));
  return out;
}

/**
 * Assistant text as paragraphs, with **bold** and site paths as links. Everything else stays
 * plain text (React escapes it), so a model's reply cannot inject markup.
 */
export function RichText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  const paragraphs = text.split(/\n{2,}/);
  return (
    <div className="space-y-2">
      {paragraphs.map((paragraph, i) => (
        <p key={i} className="whitespace-pre-wrap break-words">
          {paragraph.split('\n').map((line, j) => (
            <Fragment key={j}>
              {j > 0 && <br />}
              {renderLine(line, onNavigate)}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
