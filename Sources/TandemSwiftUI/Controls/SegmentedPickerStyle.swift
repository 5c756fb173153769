import Foundation
import TandemSupport
import TandemUIKit

/// The segmented style.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Segments.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
