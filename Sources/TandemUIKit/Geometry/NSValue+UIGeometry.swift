public import Foundation

extension NSValue {
    /// A value holding `rect` (UIKit's boxing of rectangles in `userInfo`
    /// dictionaries, such as the keyboard's frame, and in animation values).
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// A value holding `point` (an animation's `fromValue`, say).
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// The rectangle this value holds.
    public var cgRectValue: CGRect { rectValue }
    /// The point this value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// The size this value holds.
    public var cgSizeValue: CGSize { sizeValue }
}
