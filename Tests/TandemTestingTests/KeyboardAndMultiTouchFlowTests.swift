import Foundation
import TandemTesting
import Testing
import UIKit

/// A screen with a pinchable, rotatable pad, a text field and key commands, logging what happens.
final class ShortcutsViewController: UIViewController {
    var log: [String] = []
    var scale: CGFloat = 1
    var rotation: CGFloat = 0
    let field = UITextField(frame: CGRect(x: 20, y: 60, width: 300, height: 34))

    override func viewDidLoad() {
        super.viewDidLoad()
        let pad = UIView(frame: CGRect(x: 20, y: 200, width: 350, height: 300))
        pad.accessibilityIdentifier = "pad"
        pad.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: ShortcutsViewController.pinched))
        pad.addGestureRecognizer(UIRotationGestureRecognizer(target: self, action: ShortcutsViewController.rotated))
        view.addSubview(pad)
        field.accessibilityIdentifier = "name"
        view.addSubview(field)
    }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "New", input: "n", modifierFlags: .command, action: ShortcutsViewController.newItem),
            UIKeyCommand(
                input: UIKeyCommand.inputDownArrow, modifierFlags: .shift, action: ShortcutsViewController.moveDown),
        ]
    }

    func newItem(_ command: UIKeyCommand) { log.append("new") }
    func moveDown(_ command: UIKeyCommand) { log.append("down") }

    func pinched(_ recognizer: UIPinchGestureRecognizer) {
        if recognizer.state == .ended { scale = recognizer.scale }
    }

    func rotated(_ recognizer: UIRotationGestureRecognizer) {
        if recognizer.state == .ended { rotation = recognizer.rotation }
    }
}

@MainActor
@Suite struct KeyboardAndMultiTouchFlowTests {
    @Test func pinchesAndRotationsReachTheirRecognizers() {
        let controller = ShortcutsViewController()
        let app = XCUIApplication(rootViewController: controller)
        app.launch()
        defer { app.terminate() }
        let pad = app.otherElements["pad"]
        pad.pinch(withScale: 2, velocity: 4)
        #expect(abs(controller.scale - 2) < 0.05)
        pad.pinch(withScale: 0.5, velocity: -2)
        #expect(abs(controller.scale - 0.5) < 0.02)
        pad.rotate(.pi / 2, withVelocity: 3)
        #expect(abs(controller.rotation - .pi / 2) < 0.05)
        pad.rotate(-.pi / 4, withVelocity: 1)
        #expect(abs(controller.rotation + .pi / 4) < 0.05)
    }

    @Test func aPinchTheFrameCannotHoldFails() {
        let controller = ShortcutsViewController()
        let app = XCUIApplication(rootViewController: controller)
        app.launch()
        defer { app.terminate() }
        withKnownIssue {
            app.otherElements["pad"].pinch(withScale: 0.001, velocity: 1)
        }
        withKnownIssue {
            app.otherElements["pad"].rotate(1, withVelocity: 0)
        }
        #expect(controller.scale == 1)
        #expect(controller.rotation == 0)
    }

    @Test func keysWithModifiersRunKeyCommandsAndEditText() {
        let controller = ShortcutsViewController()
        let app = XCUIApplication(rootViewController: controller)
        app.launch()
        defer { app.terminate() }
        let field = app.textFields["name"]
        field.tap()
        field.typeText("hello")
        // Command-N is a shortcut, not text.
        field.typeKey("n", modifierFlags: .command)
        #expect(controller.log == ["new"])
        #expect(controller.field.text == "hello")
        field.typeKey(.downArrow, modifierFlags: .shift)
        #expect(controller.log == ["new", "down"])
        // A plain key types its character; Shift its capital.
        field.typeKey("x", modifierFlags: [])
        field.typeKey("y", modifierFlags: .shift)
        #expect(controller.field.text == "helloxY")
        // The arrows and Delete edit: delete the "o" before "xY".
        field.typeKey(.leftArrow, modifierFlags: [])
        field.typeKey(.leftArrow, modifierFlags: [])
        field.typeKey(.delete, modifierFlags: [])
        #expect(controller.field.text == "hellxY")
        // Control-A selects all; typing replaces it.
        field.typeKey("a", modifierFlags: .control)
        field.typeText("new")
        #expect(controller.field.text == "new")
        // Held modifiers turn typed text into shortcuts.
        XCUIElement.perform(withKeyModifiers: .command) {
            field.typeText("n")
        }
        #expect(controller.log == ["new", "down", "new"])
        #expect(controller.field.text == "new")
        XCUIElement.perform(withKeyModifiers: .shift) {
            field.typeText("ok")
        }
        #expect(controller.field.text == "newOK")
    }
}
