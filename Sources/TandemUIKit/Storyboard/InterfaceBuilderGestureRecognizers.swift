import Foundation
import TandemSupport

/// Makes the gesture recognizers of a storyboard scene or nib: objects
/// beside the views (`<tapGestureRecognizer>`, …), which views take through
/// their `gestureRecognizers` outlet collection and which send their
/// actions to a controller.
@MainActor
enum InterfaceBuilderGestureRecognizers {
    /// Whether `name` is an element Interface Builder writes for a gesture recognizer.
    static func isRecognizer(_ name: String) -> Bool {
        name.hasSuffix("GestureRecognizer")
    }

    /// The recognizer `element` describes, with its attributes. Interface
    /// Builder's custom recognizer classes are made as their base class
    /// (reported): Swift makes a class from its metatype only through a
    /// required initializer, which UIKit's recognizers lack.
    static func make(_ element: InterfaceBuilderElement) -> UIGestureRecognizer {
        let recognizer = base(element)
        if let custom = element["customClass"] {
            Diagnostics.report(
                "UIStoryboard", "the custom gesture recognizer class \(custom) is made as \(type(of: recognizer))")
        }
        if element.bool("enabled") == false { recognizer.isEnabled = false }
        if let cancels = element.bool("cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
        if let delays = element.bool("delaysTouchesBegan") { recognizer.delaysTouchesBegan = delays }
        if let delays = element.bool("delaysTouchesEnded") { recognizer.delaysTouchesEnded = delays }
        return recognizer
    }

    private static func base(_ element: InterfaceBuilderElement) -> UIGestureRecognizer {
        let integer = { (name: String) in element.number(name).map { Int($0) } }
        switch element.name {
        case "tapGestureRecognizer":
            let tap = UITapGestureRecognizer()
            if let taps = integer("numberOfTapsRequired") { tap.numberOfTapsRequired = taps }
            if let touches = integer("numberOfTouchesRequired") { tap.numberOfTouchesRequired = touches }
            return tap
        case "longPressGestureRecognizer":
            let press = UILongPressGestureRecognizer()
            if let duration = element.number("minimumPressDuration") { press.minimumPressDuration = duration }
            if let movement = element.number("allowableMovement") { press.allowableMovement = movement }
            return press
        case "swipeGestureRecognizer":
            let swipe = UISwipeGestureRecognizer()
            switch element["direction"] {
            case "left": swipe.direction = .left
            case "up": swipe.direction = .up
            case "down": swipe.direction = .down
            default: break
            }
            if let touches = integer("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = touches }
            return swipe
        case "panGestureRecognizer":
            let pan = UIPanGestureRecognizer()
            if let touches = integer("minimumNumberOfTouches") { pan.minimumNumberOfTouches = touches }
            if let touches = integer("maximumNumberOfTouches") { pan.maximumNumberOfTouches = touches }
            return pan
        case "screenEdgePanGestureRecognizer":
            let edgePan = UIScreenEdgePanGestureRecognizer()
            var edges: UIRectEdge = []
            let rectEdge = element.child(key: "edges")
            for (name, edge) in [("left", UIRectEdge.left), ("right", .right), ("top", .top), ("bottom", .bottom)]
            where element["edges"] == name || rectEdge?.bool(name) == true {
                edges.insert(edge)
            }
            edgePan.edges = edges
            return edgePan
        case "pinchGestureRecognizer": return UIPinchGestureRecognizer()
        case "rotationGestureRecognizer": return UIRotationGestureRecognizer()
        default:
            Diagnostics.report("UIStoryboard", "<\(element.name)> is not a recognizer Tandem has; made a plain one")
            return UIGestureRecognizer()
        }
    }
}
