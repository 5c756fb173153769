/// The frame rates a display link asks for.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate.
    public var minimum: Float
    /// The highest useful rate.
    public var maximum: Float
    /// The rate wanted (0: the display's).
    public var preferred: Float?

    /// A range of rates with a preferred one.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// A range of rates.
    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// The display's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
