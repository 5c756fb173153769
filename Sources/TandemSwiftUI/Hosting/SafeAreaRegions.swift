/// Kinds of safe area a view can respect.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Regions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The safe area of the container (bars, display edges).
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area the keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
