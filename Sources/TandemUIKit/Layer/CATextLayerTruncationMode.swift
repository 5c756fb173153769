import Foundation

/// Where a text layer cuts text that does not fit, with an ellipsis.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No ellipsis: the text is clipped at the layer's bounds (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// At the start of the line.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// At the end of the line.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// In the middle of the line.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
