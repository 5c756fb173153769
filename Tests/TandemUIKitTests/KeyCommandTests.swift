import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A controller with shortcuts, as iPad apps offer them.
final class ShortcutController: UIViewController {
    var log: [String] = []

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "Save", input: "s", modifierFlags: .command, action: ShortcutController.save),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: ShortcutController.close),
        ]
    }

    func save() { log.append("save") }
    func close(_ command: UIKeyCommand) { log.append("close \(command.input ?? "")") }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("pressed \(presses.first?.key?.charactersIgnoringModifiers ?? "?")")
    }
}

@MainActor
@Suite struct KeyCommandTests {
    private func press(_ window: UIWindow, _ report: KeyReport) {
        window.handleKeyboardInput(.press(report, down: true))
        window.handleKeyboardInput(.press(report, down: false))
    }

    @Test func keyCommandsRunAndOtherKeysArePresses() {
        let controller = ShortcutController()
        let window = makeWindow(width: 300, height: 300, root: controller)
        press(window, KeyReport(characters: "s", modifiers: .command, keyCode: UIKeyboardHIDUsage(rawValue: 22)))
        press(window, KeyReport(characters: "", keyCode: .keyboardEscape))
        press(window, KeyReport(characters: "q", keyCode: UIKeyboardHIDUsage(rawValue: 20)))
        // Without the modifier, "s" is not the shortcut.
        press(window, KeyReport(characters: "s", keyCode: UIKeyboardHIDUsage(rawValue: 22)))
        // Ctrl-S on a Linux keyboard is ⌘S.
        press(window, KeyReport(characters: "s", modifiers: .control, keyCode: UIKeyboardHIDUsage(rawValue: 22)))
        #expect(controller.log == ["save", "close UIKeyInputEscape", "pressed q", "pressed s", "save"])
    }

    @Test func pressesOfEditingKeysEditTheFirstResponder() {
        let window = makeWindow(width: 300, height: 300)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        field.becomeFirstResponder()
        window.handleKeyboardInput(.text("abc"))
        press(window, KeyReport(characters: "", keyCode: .keyboardLeftArrow))
        press(window, KeyReport(characters: "", keyCode: .keyboardDeleteOrBackspace))
        press(window, KeyReport(characters: "a", modifiers: .control, keyCode: .keyboardA))
        #expect(field.text == "ac")
        #expect(field.selectedRange == NSRange(location: 0, length: 2))
    }
}
