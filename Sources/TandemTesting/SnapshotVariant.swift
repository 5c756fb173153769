public import Foundation
public import TandemUIKit

/// One way to draw a snapshot's subject: a size, a scale, an appearance and a
/// text size. `assertSnapshot(of:as:named:variants:tolerance:record:)`
/// checks one reference per variant, named after it.
public struct SnapshotVariant: Sendable, Hashable {
    /// The name the reference file gets after the snapshot's ("dark", "375x667").
    public var name: String
    /// The size to draw the subject at (points); nil: the subject's own
    /// size (a view's frame; a controller's or a SwiftUI view's ideal size).
    public var size: CGSize?
    /// Pixels per point.
    public var scale: CGFloat
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// The text size.
    public var preferredContentSizeCategory: UIContentSizeCategory

    /// A variant named `name`; 2× scale, light, the default text size unless given.
    public init(
        name: String, size: CGSize? = nil, scale: CGFloat = 2, userInterfaceStyle: UIUserInterfaceStyle = .light,
        preferredContentSizeCategory: UIContentSizeCategory = .large
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The subject as it is: its own size, light, 2×, the default text size (the reference has no suffix).
    public static let standard = SnapshotVariant(name: "")
    /// Light appearance.
    public static let light = SnapshotVariant(name: "light")
    /// Dark appearance.
    public static let dark = SnapshotVariant(name: "dark", userInterfaceStyle: .dark)

    /// The subject drawn `width`×`height` points.
    public static func size(_ width: CGFloat, _ height: CGFloat) -> SnapshotVariant {
        SnapshotVariant(name: "\(Int(width))x\(Int(height))", size: CGSize(width: width, height: height))
    }

    /// The subject at the text size `category`.
    public static func contentSize(_ category: UIContentSizeCategory) -> SnapshotVariant {
        SnapshotVariant(name: category.rawValue, preferredContentSizeCategory: category)
    }
}
