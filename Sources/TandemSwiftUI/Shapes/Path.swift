public import Foundation
public import TandemGraphics

/// An outline: lines, curves, rectangles, ellipses and arcs, with value semantics.
///
/// A path is also a shape that draws itself wherever it is placed.
public struct Path: Equatable, @unchecked Sendable {
    private var storage: CGMutablePath

    /// An empty path.
    public init() { storage = CGMutablePath() }

    /// A copy of a Core Graphics path.
    public init(_ path: CGPath) { storage = path.mutableCopy() ?? CGMutablePath() }

    /// A rectangle.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A rounded rectangle with circular corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }

    private mutating func unique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.mutableCopy() ?? CGMutablePath() }
    }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath { storage.copy() ?? storage }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// The smallest rectangle containing every point of the path.
    public var boundingRect: CGRect { storage.boundingBoxOfPath }

    /// The current point (the end of the last element).
    public var currentPoint: CGPoint? { storage.isEmpty ? nil : storage.currentPoint }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        unique()
        storage.move(to: point)
    }

    /// Adds a line to `point`.
    public mutating func addLine(to point: CGPoint) {
        unique()
        storage.addLine(to: point)
    }

    /// Adds lines through `points`.
    public mutating func addLines(_ points: [CGPoint]) {
        unique()
        storage.addLines(between: points)
    }

    /// Adds a quadratic curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        unique()
        storage.addQuadCurve(to: point, control: control)
    }

    /// Adds a cubic curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        unique()
        storage.addCurve(to: point, control1: control1, control2: control2)
    }

    /// Adds a rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        unique()
        storage.addRect(rect, transform: transform)
    }

    /// Adds a rounded rectangle as a closed subpath.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, transform: CGAffineTransform = .identity) {
        unique()
        let width = min(max(0, cornerSize.width), rect.width / 2),
            height = min(max(0, cornerSize.height), rect.height / 2)
        storage.addRoundedRect(in: rect, cornerWidth: width, cornerHeight: height, transform: transform)
    }

    /// Adds an ellipse inscribed in `rect` as a closed subpath.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        unique()
        storage.addEllipse(in: rect, transform: transform)
    }

    /// Adds an arc of a circle; angles are measured from the positive x axis
    /// towards positive y (clockwise on screen), as in SwiftUI.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        unique()
        storage.addArc(
            center: center, radius: radius, startAngle: startAngle.radians, endAngle: endAngle.radians,
            clockwise: clockwise,
            transform: transform)
    }

    /// Adds another path.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        unique()
        storage.addPath(path.cgPath, transform: transform)
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        unique()
        storage.closeSubpath()
    }

    /// Whether `point` is inside the path.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        storage.contains(point, using: eoFill ? .evenOdd : .winding)
    }

    /// The path transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var transform = transform
        return Path(storage.copy(using: &transform) ?? storage)
    }

    /// The path moved by (`x`, `y`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Equal elements.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.storage == rhs.storage }
}

extension Path: Shape {
    /// The path itself, wherever it is placed.
    public func path(in rect: CGRect) -> Path { self }
}
