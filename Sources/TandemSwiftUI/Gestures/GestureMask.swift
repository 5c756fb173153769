import Foundation
import TandemSupport
import TandemUIKit

/// Which gestures of a view and its subviews are enabled.
public struct GestureMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// A mask from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// None.
    public static let none = GestureMask([])
    /// The gesture being attached.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

extension EnvironmentValues {
    private struct GesturesEnabledKey: EnvironmentKey {
        static let defaultValue = true
    }

    /// Whether gestures attached here are enabled: false inside a gesture
    /// whose mask leaves out its subviews' gestures.
    var gesturesEnabled: Bool {
        get { self[GesturesEnabledKey.self] }
        set { self[GesturesEnabledKey.self] = newValue }
    }
}
