import Foundation
import TandemGraphics

/// The length of a path, its curves flattened.
enum PathLength {
    static func length(of path: CGPath) -> CGFloat {
        var total: CGFloat = 0
        var current = CGPoint.zero, start = CGPoint.zero
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                current = e.points[0]
                start = current
            case .addLineToPoint:
                total += distance(current, e.points[0])
                current = e.points[0]
            case .addQuadCurveToPoint:
                let (c, p) = (e.points[0], e.points[1])
                total += flattened(steps: 16) { t in
                    let u = 1 - t
                    return CGPoint(
                        x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                        y: u * u * current.y + 2 * u * t * c.y + t * t * p.y)
                }
                current = p
            case .addCurveToPoint:
                let (c1, c2, p) = (e.points[0], e.points[1], e.points[2])
                let p0 = current
                total += flattened(steps: 24) { t in
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return CGPoint(
                        x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
                }
                current = p
            case .closeSubpath:
                total += distance(current, start)
                current = start
            @unknown default:
                break
            }
        }
        return total
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    private static func flattened(steps: Int, _ point: (CGFloat) -> CGPoint) -> CGFloat {
        var total: CGFloat = 0
        var previous = point(0)
        for i in 1...steps {
            let next = point(CGFloat(i) / CGFloat(steps))
            total += distance(previous, next)
            previous = next
        }
        return total
    }
}
