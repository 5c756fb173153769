import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

extension UIConfigurationStateCustomKey {
    fileprivate static let flavor = UIConfigurationStateCustomKey("com.example.flavor")
}

/// A cell that adds its own state, as the sample's `ItemListCell` does.
final class FlavorCell: UICollectionViewListCell {
    var flavor: String?
    var seen: [String?] = []

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.flavor] = flavor
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        seen.append(state[.flavor] as? String)
    }
}

/// `color` as 8-bit RGBA (its light appearance).
@MainActor func rgba(_ color: UIColor) -> RGBA {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    func byte(_ value: CGFloat) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
    return RGBA(byte(r), byte(g), byte(b), byte(a))
}

/// Background configurations, custom states, custom-view accessories and
/// the list cell's guides, as iOS 14's list cells offer them.
@MainActor
@Suite struct CellConfigurationStateTests {
    @Test func customStatesTravelThroughTheConfigurationState() {
        let cell = FlavorCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.flavor = "mint"
        cell.setNeedsUpdateConfiguration()
        #expect(cell.seen.last == "mint")
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(state[.flavor] == nil)
        state[.flavor] = "lime"
        #expect(state[UIConfigurationStateCustomKey("com.example.flavor")] == AnyHashable("lime"))
        var other = state
        other[.flavor] = "mint"
        #expect(state != other)
    }

    @Test func aBackgroundConfigurationDrawsItsColorAndCornersAndFollowsSelection() {
        let window = makeWindow(width: 200, height: 100)
        window.rootViewController!.view.backgroundColor = .systemBackground
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        window.rootViewController!.view.addSubview(cell)
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .systemGreen
        background.cornerRadius = 12
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        let image = window.tandemSnapshot()
        let scale = Int(image.scale)
        #expect(image.pixel(100 * scale, 30 * scale).isClose(to: rgba(.systemGreen)))
        // Outside the insets, and in the rounded corner, the window shows.
        #expect(image.pixel(5 * scale, 30 * scale).isClose(to: rgba(.systemBackground)))
        #expect(image.pixel(11 * scale, 1 * scale).isClose(to: rgba(.systemBackground)))
        // Selected, a list cell's configuration turns gray; a clear one stays clear.
        cell.isSelected = true
        #expect(cell.backgroundConfiguration!.updated(for: cell.configurationState).backgroundColor == .systemGray4)
        #expect(window.tandemSnapshot().pixel(100 * scale, 30 * scale).isClose(to: rgba(.systemGray4)))
        #expect(UIBackgroundConfiguration.clear().updated(for: cell.configurationState).backgroundColor == .clear)
        // A configuration replaces the list's own selection fill.
        #expect(cell.subviews.filter { $0.backgroundColor == .systemGray4 && !$0.isHidden }.count == 1)
    }

    @Test func customViewAccessoriesSitAtTheirEdgeInTheirPlaces() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let star = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let flag = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
        cell.accessories = [
            .disclosureIndicator(),
            .customView(configuration: .init(customView: star, placement: .trailing())),
            .customView(configuration: .init(customView: flag, placement: .leading(displayed: .whenEditing))),
        ]
        cell.layoutIfNeeded()
        // Position 0 is the outermost: the star goes outside the chevron, centered vertically.
        #expect(star.superview === cell)
        #expect(star.frame == CGRect(x: 320 - 16 - 24, y: 10, width: 24, height: 24))
        #expect(cell.contentView.frame.maxX < star.frame.minX - 10)
        // A leading accessory shown only while editing; one its options hide keeps its place, hidden.
        #expect(flag.isHidden)
        let hiddenGrip = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        hiddenGrip.accessories = [.reorder(displayed: .always, options: .init(isHidden: true))]
        hiddenGrip.layoutIfNeeded()
        #expect(hiddenGrip.reorderHandleFrame.isNull)
        #expect(hiddenGrip.contentView.frame.maxX < 320 - 22)
        // A reused cell leaves its outline's indentation behind.
        hiddenGrip.outline = CellOutline(level: 2, hasChildren: false, isExpanded: false)
        #expect(hiddenGrip.indentationLevel == 2)
        hiddenGrip.outline = nil
        #expect(hiddenGrip.indentationLevel == 0)
        cell.editing = true
        cell.layoutIfNeeded()
        #expect(!flag.isHidden)
        #expect(flag.frame.minX == 16)
    }

    @Test func theSeparatorFollowsItsGuideAndTheContentViewsTextGuide() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        let content = UIListContentView(
            configuration: {
                var configuration = UIListContentConfiguration.cell()
                configuration.text = "Apples"
                configuration.directionalLayoutMargins.leading = 40
                return configuration
            }())
        #expect(content.secondaryTextLayoutGuide == nil)
        content.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
            content.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            content.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
        ])
        let text = content.textLayoutGuide!
        cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: text.leadingAnchor).isActive = true
        cell.apply(layoutAttributesForListRow(width: 320, height: 60))
        cell.layoutIfNeeded()
        #expect(text.layoutFrame.minX == 40)
        let separator = cell.subviews.last { $0.backgroundColor == .separator }!
        #expect(separator.frame.minX == 40)
    }

    /// Attributes of a plain list's row that shows its separator.
    func layoutAttributesForListRow(width: CGFloat, height: CGFloat) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: width, height: height)
        attributes.listRow = ListRowStyle(appearance: .plain, corners: [], showsSeparator: true)
        return attributes
    }

    @Test func symbolConfigurationsCombineAndAreKept() {
        let base = UIImage.SymbolConfiguration(font: .preferredFont(forTextStyle: .body), scale: .large)
        let combined = base.applying(UIImage.SymbolConfiguration(weight: .bold))
        #expect(combined.scale == .large)
        #expect(combined.weight == .bold)
        #expect(combined.font == .preferredFont(forTextStyle: .body))
        let view = UIImageView()
        view.preferredSymbolConfiguration = .init(font: .preferredFont(forTextStyle: .body), scale: .small)
        #expect(view.preferredSymbolConfiguration?.scale == .small)
        var content = UIListContentConfiguration.cell()
        content.imageProperties.preferredSymbolConfiguration = base
        #expect(content.imageProperties.preferredSymbolConfiguration == base)
    }

    @Test func aLineTallerThanItsLabelStaysCenteredCutAtBothEdges() {
        // The sample's two-column grid: a 28-point number in a label 24 points tall.
        let window = makeWindow(width: 120, height: 60)
        window.rootViewController!.view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 18, width: 100, height: 24))
        label.font = .systemFont(ofSize: 28)
        label.text = "88"
        label.textAlignment = .center
        window.rootViewController!.view.addSubview(label)
        let image = window.tandemSnapshot()
        let scale = image.scale
        // The line (34 points) is centered on the label (24 points): the
        // digits start within a few points of its top and end on the
        // baseline above its bottom, where only the descender space is cut.
        // Drawn from the top, they would start 7 points down and be cut at
        // the bottom. Nothing is drawn outside the label.
        func inkRows(_ range: ClosedRange<CGFloat>) -> Int {
            stride(from: range.lowerBound, through: range.upperBound, by: 1).filter { y in
                (40...80).contains { x in image.pixel(Int(CGFloat(x) * scale), Int(y * scale)).r < 128 }
            }.count
        }
        #expect(inkRows(18...22) >= 2)
        #expect(inkRows(36...39) >= 3)
        #expect(inkRows(40...41) == 0)
        #expect(inkRows(10...16) == 0)
        #expect(inkRows(43...50) == 0)
    }

    @Test func aListContentViewIsAsWideAsItsTextOnOneLine() {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Headphones"
        configuration.secondaryText = "A portable pair of earphones"
        let view = UIListContentView(configuration: configuration)
        let secondary = UILabel()
        secondary.font = configuration.secondaryTextProperties.font
        secondary.text = configuration.secondaryText
        let margins = configuration.directionalLayoutMargins
        let size = view.intrinsicContentSize
        #expect(size.width == (margins.leading + secondary.intrinsicContentSize.width + margins.trailing).rounded(.up))
        #expect(size.height == view.sizeThatFits(CGSize(width: 1_000, height: 0)).height)
        // At a narrower width the texts wrap: the same width asked, a taller height.
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 10)
        #expect(view.intrinsicContentSize.width == size.width)
        #expect(view.intrinsicContentSize.height > size.height)
        configuration.secondaryText = nil
        view.configuration = configuration
        #expect(view.intrinsicContentSize.width < size.width)
    }
}
