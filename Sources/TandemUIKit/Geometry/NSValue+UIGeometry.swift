public import Foundation

extension NSValue {
    /// A value holding `rect` (UIKit's boxing of rectangles in `userInfo`
    /// dictionaries, such as the keyboard's frame).
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The rectangle this value holds.
    public var cgRectValue: CGRect { rectValue }
}
