import Foundation
import TandemUIKit

/// Text is drawn by a `UILabel`: one undecorated run is the label's plain
/// text, font and color; other text becomes an attributed string. The
/// environment's font and color apply where the runs set none.
extension Text: PlatformLeaf {
    /// A ``TextLabel``: a `UILabel` that opens the text's Markdown links when they are tapped.
    func makePlatformView(environment: EnvironmentValues) -> UILabel {
        TextLabel()
    }

    /// Every property of the label an update or ``makePlatformView(environment:)``
    /// sets is set again by each update from the text and environment
    /// alone (the text or attributed text, font, color, lines, truncation,
    /// alignment, shrinking, links, enabled, redaction), and layout places
    /// it: a label updated to a text is the label made for it (what
    /// `IncrementalEqualsFreshTests` checks of every update), so a list
    /// row renewed for a new identity keeps it.
    static func viewCarriesNothingPerIdentity(_ view: UILabel) -> Bool { true }

    /// The font a new label has (`UILabel`'s).
    private static let newLabelFont = UIFont.systemFont(ofSize: 17)

    func updatePlatformView(_ label: UILabel, environment: EnvironmentValues) {
        let settings = environment.textEnvironment
        if let plainString, settings.lineSpacing == 0 {
            // Plain text takes the environment's font and color.
            if label.font != settings.font { label.font = settings.font }
            if label.textColor != settings.color { label.textColor = settings.color }
            label.text = settings.cased(plainString)
        } else if runs.count == 1, let run = runs.first, !run.style.isDecorated, run.style.link == nil,
            settings.lineSpacing == 0
        {
            // One undecorated run is the label's plain text in its font and
            // color: no attributed string to build, convert and compare.
            let resolved =
                run.style.takesFontAndColorFromEnvironment
                ? (font: settings.font, color: settings.color)
                : resolvedFontAndColor(run.style, in: environment, defaultColor: nil)
            if label.font != resolved.font { label.font = resolved.font }
            if label.textColor != resolved.color { label.textColor = resolved.color }
            label.text = settings.cased(run.string(in: environment))
        } else {
            let attributed = attributedString(in: environment)
            if label.attributedText != attributed { label.attributedText = attributed }
            // The runs carry their fonts and colors; the label's own are a
            // new label's, as for a label made for this text (a label that
            // showed plain text keeps the ones it had otherwise, and a
            // redacted label draws its bars in its text color).
            if label.font != Self.newLabelFont { label.font = Self.newLabelFont }
            if label.textColor != .label { label.textColor = .label }
        }
        if label.numberOfLines != settings.numberOfLines { label.numberOfLines = settings.numberOfLines }
        if label.lineBreakMode != settings.lineBreakMode { label.lineBreakMode = settings.lineBreakMode }
        if label.textAlignment != settings.alignment { label.textAlignment = settings.alignment }
        let shrinks = settings.minimumScaleFactor < 1
        if label.adjustsFontSizeToFitWidth != shrinks { label.adjustsFontSizeToFitWidth = shrinks }
        if label.minimumScaleFactor != settings.minimumScaleFactor {
            label.minimumScaleFactor = settings.minimumScaleFactor
        }
        if let label = label as? TextLabel { updateLinks(of: label, environment: environment) }
        if !label.isEnabled { label.isEnabled = true }
        let redacted = environment.drawsRedacted
        if label.drawsPlaceholder != redacted { label.drawsPlaceholder = redacted }
    }

    /// Gives `label` the ranges and destinations of the text's links, and
    /// the environment's `openURL` to open them with.
    @MainActor private func updateLinks(of label: TextLabel, environment: EnvironmentValues) {
        // Most text has no link: nothing to measure (every row of a list
        // updates its labels).
        if label.links.isEmpty, plainString != nil || !runs.contains(where: { $0.style.link != nil }) { return }
        var links: [TextLabel.Link] = []
        var offset = 0
        let settings = environment.textEnvironment
        for run in runs {
            // As shown: a change of case may change a run's length ("ß" is "SS").
            let length = settings.cased(run.string(in: environment)).utf16.count
            if let url = run.style.link, length > 0 {
                links.append(TextLabel.Link(range: offset..<offset + length, url: url))
            }
            offset += length
        }
        label.setLinks(links)
        label.openURL = links.isEmpty ? nil : environment.openURL
    }

    /// The first and last text baselines, for a label of `size` (text is
    /// drawn vertically centered in it).
    func explicitAlignment(_ guide: AlignmentKey, size: CGSize, view label: UILabel) -> CGFloat? {
        let first = guide == VerticalAlignment.firstTextBaseline.key
        guard first || guide == VerticalAlignment.lastTextBaseline.key else { return nil }
        let baselines = label.tandemBaselines(width: size.width)
        let top = ((size.height - min(size.height, baselines.height)) / 2).rounded()
        return top + (first ? baselines.first : baselines.last)
    }

    /// Texts whose runs differ only in colors size alike (the environment
    /// is compared by the caller): a text recolored for a selection keeps
    /// its containers' layout.
    func mayChangeSize(from old: Text) -> Bool {
        if let new = plainString, let previous = old.plainString { return new != previous }
        let runs = self.runs, oldRuns = old.runs
        guard runs.count == oldRuns.count else { return true }
        return zip(runs, oldRuns).contains { new, previous in new.sizingFacts != previous.sizingFacts }
    }

    /// Offered no width, text takes none (its height, a word or a
    /// character per line, is what costs to measure).
    func widthWithoutMeasuring(for proposal: ProposedViewSize) -> CGFloat? {
        proposal.width.flatMap { $0 <= 0 ? 0 : nil }
    }

    /// The text wrapped at the proposed width: never wider than offered
    /// (a word longer than the width is cut), as tall as its lines.
    func sizeThatFits(_ proposal: ProposedViewSize, view label: UILabel, environment: EnvironmentValues) -> CGSize {
        let width = proposal.width.map { max(0, $0) } ?? .infinity
        let measured = label.sizeThatFits(CGSize(width: width == 0 ? 0.001 : width, height: .infinity))
        return CGSize(width: min(measured.width, width), height: measured.height)
    }

    @MainActor func attributedString(in environment: EnvironmentValues) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        let defaultColor = ForegroundStyle().resolvePaint(in: environment).representativeColor
        // Line spacing is a paragraph attribute; the paragraph then carries the alignment and truncation too.
        let settings = environment.textEnvironment
        let paragraph: NSParagraphStyle? =
            settings.lineSpacing > 0
            ? {
                let made = NSMutableParagraphStyle()
                made.lineSpacing = settings.lineSpacing
                made.alignment = settings.alignment
                made.lineBreakMode = settings.lineBreakMode
                return made
            }() : nil
        for run in runs {
            let style = run.style
            let resolved = resolvedFontAndColor(style, in: environment, defaultColor: defaultColor)
            var attributes: [NSAttributedString.Key: Any] = [.font: resolved.font, .foregroundColor: resolved.color]
            if let underline = style.underline, underline.isActive {
                attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue
                if let color = underline.color { attributes[.underlineColor] = color.resolved(in: environment) }
            }
            if let strike = style.strikethrough, strike.isActive {
                attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue
                if let color = strike.color { attributes[.strikethroughColor] = color.resolved(in: environment) }
            }
            if let kerning = style.kerning { attributes[.kern] = kerning }
            if let offset = style.baselineOffset { attributes[.baselineOffset] = offset }
            if let paragraph { attributes[.paragraphStyle] = paragraph }
            result.append(
                NSAttributedString(string: settings.cased(run.string(in: environment)), attributes: attributes))
        }
        return result
    }

    /// A run's font (its own, else the environment's, with its weight,
    /// italic and monospacing) and color (its own, else `defaultColor`, else
    /// the environment's foreground style).
    @MainActor private func resolvedFontAndColor(
        _ style: Style, in environment: EnvironmentValues, defaultColor: UIColor?
    ) -> (font: UIFont, color: UIColor) {
        var font = style.font ?? environment.font ?? .body
        if let weight = style.weight { font = font.weight(weight) }
        if style.italic == true { font = font.italic() }
        if style.monospaced == true { font = font.monospaced() }
        // The text's own design and width come before the environment's.
        font = FontModifiers(design: style.design, width: style.width).filling(font)
        font = environment.fontModifiers.filling(font)
        let color =
            style.color?.resolved(in: environment)
            ?? style.foregroundLevel.map {
                HierarchicalShapeStyle.paint(level: $0, in: environment).representativeColor
            }
            ?? defaultColor
            ?? ForegroundStyle().resolvePaint(in: environment).representativeColor
        return (font.uiFont(dynamicTypeSize: environment.dynamicTypeSize), color)
    }
}
