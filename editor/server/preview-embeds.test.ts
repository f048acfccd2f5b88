import { withoutThirdPartyFrames } from './preview-embeds';

describe('withoutThirdPartyFrames (issue 28, B11)', () => {
  it("puts the no-network placeholder, with the frame's class, in place of another site's frame", () => {
    const html =
      '<p>Map</p><iframe src="https://www.google.com/maps?q=Accra&amp;output=embed" title="Map of &quot;Gruppo&quot;" loading="lazy" class="css-1abc"></iframe>';
    const result = withoutThirdPartyFrames(html);
    expect(result).not.toContain('<iframe');
    expect(result).toContain('<div class="css-1abc" data-preview-embed="www.google.com" role="img"');
    expect(result).toContain('Map of &quot;Gruppo&quot;: shown from www.google.com on the published page');
  });

  it("leaves the site's own frames alone", () => {
    const html = '<iframe src="/embed/form" title="Form"></iframe>';
    expect(withoutThirdPartyFrames(html)).toBe(html);
  });
});
