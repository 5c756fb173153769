public import Foundation
import TandemGraphics
import TandemSupport

/// The view that shows a ``UIListContentConfiguration``: an image view and
/// two labels, placed by the configuration's style and margins.
///
/// It lays its parts out itself (no constraints), so a table measures a row
/// of it with one text measurement per label (see ``sizeThatFits(_:)``).
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for part in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(part) }
        apply()
    }

    /// List content views are not archived on Linux; this shows an empty cell configuration.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        for part in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(part) }
        apply()
    }

    /// The configuration shown. Setting one that is not a
    /// ``UIListContentConfiguration`` is reported and ignored.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                Diagnostics.report(
                    "UIListContentView",
                    "ignored a \(type(of: newValue)) configuration: it shows UIListContentConfiguration only")
                return
            }
            guard list != listConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    /// The list configuration shown, typed: Tandem's stand-in for iOS's
    /// `UIListContentConfiguration`-typed `configuration` (see docs/Compatibility.md).
    open var appliedConfiguration: UIListContentConfiguration { listConfiguration }

    /// Whether this view can show `configuration`: list configurations only.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        let c = listConfiguration
        // A symbol is drawn at the configuration's symbol size.
        imageView.image = c.image.map { image in
            c.imageProperties.preferredSymbolConfiguration.map(image.withConfiguration) ?? image
        }
        imageView.isHidden = c.image == nil
        imageView.tintColor = c.imageProperties.tintColor
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        Self.style(textLabel, text: c.text, attributed: c.attributedText, c.textProperties)
        Self.style(
            secondaryTextLabel, text: c.secondaryText, attributed: c.secondaryAttributedText, c.secondaryTextProperties)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private static func style(
        _ label: UILabel, text: String?, attributed: NSAttributedString?,
        _ properties: UIListContentConfiguration.TextProperties
    ) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.textAlignment = properties.alignment == .center ? .center : .natural
        if let attributed { label.attributedText = attributed } else { label.text = text }
        label.isHidden = label.text?.isEmpty ?? true
    }

    // MARK: Layout

    private var layout: ListContentLayout {
        let c = listConfiguration
        return ListContentLayout(
            margins: c.directionalLayoutMargins, sideBySide: c.prefersSideBySideTextAndSecondaryText,
            imageToTextPadding: c.imageToTextPadding, horizontalPadding: c.textToSecondaryTextHorizontalPadding,
            verticalPadding: c.textToSecondaryTextVerticalPadding, minimumHeight: c.minimumHeight,
            maximumImageSize: c.imageProperties.maximumSize, reservedImageSize: c.imageProperties.reservedLayoutSize)
    }

    /// The width proposed (all of it) and the height the content needs at that width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : 10_000
        let height = layout.frames(width: width, image: imageView.image, text: textLabel, secondary: secondaryTextLabel)
            .height
        return CGSize(width: size.width.isFinite ? size.width : width, height: height)
    }

    /// A guide covering the text; nil when the configuration has none.
    public var textLayoutGuide: UILayoutGuide? {
        listConfiguration.text == nil && listConfiguration.attributedText == nil
            ? nil : guide(following: textLabel, "UIListContentView-textLayoutGuide")
    }

    /// A guide covering the secondary text; nil when the configuration has none.
    public var secondaryTextLayoutGuide: UILayoutGuide? {
        listConfiguration.secondaryText == nil && listConfiguration.secondaryAttributedText == nil
            ? nil : guide(following: secondaryTextLabel, "UIListContentView-secondaryTextLayoutGuide")
    }

    /// A guide covering the image; nil when the configuration has none.
    public var imageLayoutGuide: UILayoutGuide? {
        listConfiguration.image == nil ? nil : guide(following: imageView, "UIListContentView-imageLayoutGuide")
    }

    /// The guide following `view`, made once.
    private func guide(following view: UIView, _ identifier: String) -> UILayoutGuide {
        if let existing = layoutGuides.first(where: { $0.identifier == identifier }) { return existing }
        let guide = FollowingLayoutGuide(identifier: identifier, following: view)
        addLayoutGuide(guide)
        return guide
    }

    /// The size the content asks for: as wide as the margins, the image and
    /// the wider text unwrapped, and as tall as the content laid out at the
    /// view's width (its texts wrap there), or unwrapped while it has none
    /// (Auto Layout sizes a list content view pinned on one side by it, as UIKit's).
    open override var intrinsicContentSize: CGSize {
        let unwrapped = layout.frames(
            width: 10_000, image: imageView.image, text: textLabel, secondary: secondaryTextLabel)
        let content =
            [unwrapped.image, unwrapped.text, unwrapped.secondary].filter { $0.width > 0 }.map(\.maxX).max()
            ?? listConfiguration.directionalLayoutMargins.leading
        let height =
            intrinsicMeasurementWidth.map {
                layout.frames(width: $0, image: imageView.image, text: textLabel, secondary: secondaryTextLabel).height
            } ?? unwrapped.height
        return CGSize(
            width: (content + listConfiguration.directionalLayoutMargins.trailing).rounded(.up), height: height)
    }

    override func boundsSizeDidChange(from oldSize: CGSize) {
        // Wrapped text re-measures at the new width, as a multi-line label's does.
        if bounds.width != oldSize.width { invalidateIntrinsicContentSize() }
    }

    /// Places the image and the labels, centered in the height.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let natural = layout.frames(
            width: bounds.width, image: imageView.image, text: textLabel, secondary: secondaryTextLabel)
        let placed = ListContentLayout.centered(natural, in: bounds.height)
        imageView.frame = placed.image
        textLabel.frame = placed.text
        secondaryTextLabel.frame = placed.secondary
    }
}

extension UIListContentView: SelfMeasuringView {}

extension UIListContentView: WidthDependentIntrinsicSize {
    /// Its texts wrap at its width.
    package var intrinsicSizeDependsOnWidth: Bool { true }
}
