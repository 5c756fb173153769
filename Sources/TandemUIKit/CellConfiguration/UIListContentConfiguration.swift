public import Foundation

/// The standard content of a list cell, header or footer: an image, a text
/// and a secondary text, with their properties and the margins around them.
///
/// Start from one of the styles (``cell()``, ``subtitleCell()``,
/// ``valueCell()``, the headers and footers), set what to show, and assign
/// it to a cell's `contentConfiguration`. The view it makes
/// (``makeContentView()``) lays the parts out itself, without constraints,
/// and measures its height for self-sizing rows.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How the parts are arranged; each style sets it.
    enum Arrangement: Hashable {
        /// Secondary text under the text.
        case stacked
        /// Secondary text at the trailing edge, on the text's line.
        case sideBySide
    }

    /// The image before the text; nil for none.
    public var image: UIImage?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String?
    /// The primary text with attributes; takes precedence over ``text``.
    public var attributedText: NSAttributedString?
    /// How the primary text is drawn.
    public var textProperties: TextProperties
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes; takes precedence over ``secondaryText``.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// The axes on which the superview's layout margins are kept (accepted; the margins below are used).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// The space between the content view's edges and its parts.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the secondary text goes beside the text when both fit on one line.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and a secondary text beside it.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the text and a secondary text under it.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The smallest height the content takes (44 for cells, 0 for headers and footers).
    var minimumHeight: CGFloat

    init(
        text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets,
        sideBySide: Bool, minimumHeight: CGFloat
    ) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
        self.minimumHeight = minimumHeight
    }

    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A cell's content: body text, a secondary text under it.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .label),
            margins: cellMargins, sideBySide: false, minimumHeight: 44)
    }

    /// A cell with a smaller, gray secondary text under the text.
    public static func subtitleCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties = TextProperties(
            font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
        return configuration
    }

    /// A cell with a gray secondary text at the trailing edge (a setting's value).
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties = TextProperties(
            font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A sidebar cell (as ``cell()`` in Tandem, which has no sidebars).
    public static func sidebarCell() -> UIListContentConfiguration { cell() }
    /// A sidebar cell with a subtitle (as ``subtitleCell()``).
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
    /// An accompanied sidebar cell (as ``cell()``).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }
    /// An accompanied sidebar cell with a subtitle (as ``subtitleCell()``).
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

    /// A plain table's section header: bold subheadline text.
    public static func plainHeader() -> UIListContentConfiguration {
        header(font: .boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .subheadline).pointSize), color: .label)
    }

    /// A plain table's section footer.
    public static func plainFooter() -> UIListContentConfiguration {
        header(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    }

    /// A grouped table's section header: footnote text in gray.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = header(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 6, trailing: 20)
        return configuration
    }

    /// A grouped table's section footer: footnote text in gray.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = header(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 20, bottom: 16, trailing: 20)
        return configuration
    }

    /// A prominent header for inset-grouped tables: title-sized bold text.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = header(
            font: .boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .title3).pointSize), color: .label)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 8, trailing: 20)
        return configuration
    }

    /// A larger prominent header for inset-grouped tables.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = header(
            font: .boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize), color: .label)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 8, trailing: 20)
        return configuration
    }

    /// A list header (as ``plainHeader()``).
    public static func header() -> UIListContentConfiguration { plainHeader() }
    /// A list footer (as ``plainFooter()``).
    public static func footer() -> UIListContentConfiguration { plainFooter() }
    /// A sidebar header (as ``groupedHeader()``).
    public static func sidebarHeader() -> UIListContentConfiguration { groupedHeader() }

    private static func header(font: UIFont, color: UIColor) -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: font, color: color),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16), sideBySide: false,
            minimumHeight: 0)
    }

    /// A new ``UIListContentView`` showing this configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The same configuration: Tandem's list content does not change with
    /// the state (the cell draws selection and highlight behind it).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}
