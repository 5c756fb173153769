/// What a hosting controller keeps up to date from its content's ideal size.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The hosting view's intrinsic content size is invalidated whenever
    /// the content's ideal size changes.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// The controller's `preferredContentSize` follows the content's ideal size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
