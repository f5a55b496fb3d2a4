import { describe, expect, it } from 'vitest';
import { decodeEntities, parsePolicyHtml, policyPlainText } from './policy-html';

describe('parsePolicyHtml', () => {
  it('keeps plain text as it is', () => {
    expect(parsePolicyHtml('Check-in from 14:00.')).toEqual(['Check-in from 14:00.']);
  });

  it('keeps the allowed tags, nested, and decodes character references', () => {
    expect(
      parsePolicyHtml(
        '<p>Pets <b>not</b> allowed &amp; no smoking.</p><ul><li>One</li><li>Two</li></ul>',
      ),
    ).toEqual([
      { tag: 'p', children: ['Pets ', { tag: 'b', children: ['not'] }, ' allowed & no smoking.'] },
      {
        tag: 'ul',
        children: [
          { tag: 'li', children: ['One'] },
          { tag: 'li', children: ['Two'] },
        ],
      },
    ]);
  });

  it('drops every attribute, and unknown tags but not their text', () => {
    expect(
      parsePolicyHtml(
        '<a href="javascript:alert(1)" onclick="x()">Call</a> <span style="color:red">us</span>',
      ),
    ).toEqual(['Call us']);
    expect(parsePolicyHtml('<b onmouseover="steal()">Bold</b>')).toEqual([
      { tag: 'b', children: ['Bold'] },
    ]);
  });

  it('drops scripts and styles with what they hold, and comments', () => {
    expect(
      parsePolicyHtml('Before<script>alert("x")</script><style>p{}</style><!-- note -->After'),
    ).toEqual(['BeforeAfter']);
    expect(parsePolicyHtml('<img src=x onerror=alert(1)>Text')).toEqual([' Text']);
  });

  it('reads <br> and <br/> as line breaks, and never nests them', () => {
    expect(parsePolicyHtml('One<br>Two<br/>Three')).toEqual([
      'One',
      { tag: 'br', children: [] },
      'Two',
      { tag: 'br', children: [] },
      'Three',
    ]);
  });

  it('closes what was left open, ends an open item at the next, and ignores stray closings', () => {
    expect(parsePolicyHtml('<ul><li>One<li>Two</ul></b>after<i>open')).toEqual([
      {
        tag: 'ul',
        children: [
          { tag: 'li', children: ['One'] },
          { tag: 'li', children: ['Two'] },
        ],
      },
      'after',
      { tag: 'i', children: ['open'] },
    ]);
  });

  it('takes tag names in any case', () => {
    expect(parsePolicyHtml('<STRONG>Note</Strong>')).toEqual([
      { tag: 'strong', children: ['Note'] },
    ]);
  });

  it('gives the words alone', () => {
    expect(policyPlainText(parsePolicyHtml('<p>A <b>b</b></p>c<br>d'))).toBe('A bc\nd');
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hex references, and leaves unknown ones', () => {
    expect(decodeEntities('&lt;b&gt; &#8377;500 &#x20B9;5 &nbsp;&unknown;')).toBe(
      '<b> ₹500 ₹5 \u00a0&unknown;',
    );
  });

  it('drops references to no character (NUL, surrogates, beyond Unicode)', () => {
    expect(decodeEntities('a&#0;b&#xD800;c&#x110000;d')).toBe('abcd');
  });
});
