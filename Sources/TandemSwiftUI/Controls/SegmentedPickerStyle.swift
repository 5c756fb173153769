import Foundation

/// The segmented style: one segment per option; the label is not shown.
public struct SegmentedPickerStyle: PickerStyle, PickerLookProviding {
    /// The style.
    public init() {}

    var look: PickerLook { .segmented }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Segments.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
