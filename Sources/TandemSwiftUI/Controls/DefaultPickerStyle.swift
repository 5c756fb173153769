import Foundation
import TandemSupport
import TandemUIKit

/// The default style (drawn as segments in Tandem).
public struct DefaultPickerStyle: PickerStyle {
    /// The default style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
