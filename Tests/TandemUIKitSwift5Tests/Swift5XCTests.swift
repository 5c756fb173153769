import UIKit
import XCTest

/// XCTest, as iOS projects test: the methods are nonisolated and touch UIKit
/// directly. XCTest runs them on the main thread.
final class Swift5ModeXCTests: XCTestCase {
    func testHierarchyConstraintsAndFrames() {
        let controller = CardViewController()
        let window = showInWindow(controller, size: CGSize(width: 400, height: 600))
        XCTAssertEqual(controller.log, ["viewDidLoad", "viewWillAppear"])
        XCTAssertEqual(controller.card.frame, CGRect(x: 20, y: 20, width: 360, height: 560))
        XCTAssertTrue(controller.card.isDescendant(of: window))
    }

    func testHelperSizes() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = UIView()
        container.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        box.size(CGSize(width: 50, height: 30))
        box.centerXAnchor.constraint(equalTo: container.centerXAnchor).isActive = true
        box.centerYAnchor.constraint(equalTo: container.centerYAnchor).isActive = true
        container.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 75, y: 85, width: 50, height: 30))
    }

    func testCoordinatorAndCustomDrawing() {
        let watcher = LayerWatcher()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        watcher.attach(to: root)
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(badge)
        badge.count = 3
        let image = UIGraphicsImageRenderer(bounds: root.bounds).image { _ in
            root.drawHierarchy(in: root.bounds, afterScreenUpdates: true)
        }
        XCTAssertEqual(image.size, CGSize(width: 40, height: 40))
        XCTAssertEqual(watcher.view.superview, root)
        // The badge's red circle, drawn by its draw(_:) through drawHierarchy.
        let center = image.cgImage?.rgba(atX: 10, y: 10)
        XCTAssertEqual(center?.red, 255)
        XCTAssertLessThan(Int(center?.green ?? 255), 80)
    }
}

final class Swift5TextInputTests: XCTestCase {
    func testTextInputFromOutsideTheModule() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.text = "hello"
        XCTAssertEqual(selectAll(in: field), "hello")
    }
}
