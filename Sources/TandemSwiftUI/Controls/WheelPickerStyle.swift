import Foundation
import TandemSupport
import TandemUIKit

/// The wheel style (drawn as segments in Tandem).
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    public init() {}
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
