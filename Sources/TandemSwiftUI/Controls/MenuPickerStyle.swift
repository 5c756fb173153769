import Foundation
import TandemSupport
import TandemUIKit

/// The menu style (drawn as segments in Tandem).
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    public init() {}
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
