/**
 * A page-level result state (coming soon, not found, payment result): Ant Design's Result with a
 * title, an explanation and a way home, inside the Ant Design scope.
 */
import { Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AntdScope } from './antd-scope';

/** Props of {@link StatusResult}; texts are already translated. */
export interface StatusResultProps {
  status: ResultProps['status'];
  title: ReactNode;
  body: string;
  homeLabel: string;
}

/** Result state with a link back to the home page. */
export function StatusResult({ status, title, body, homeLabel }: StatusResultProps) {
  return (
    <AntdScope>
      <Result
        status={status}
        title={title}
        subTitle={body}
        extra={
          <Link to="/" className="btn btn-primary">
            {homeLabel}
          </Link>
        }
      />
    </AntdScope>
  );
}
