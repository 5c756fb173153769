import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A delegate that logs every call, as a coordinator would see them.
final class RecordingFieldDelegate: UITextFieldDelegate {
    var log: [String] = []
    var allowChanges = true
    var allowReturn = true

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return true }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("didEnd \(reason == .committed ? "committed" : "cancelled")")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        log.append("change \(range.location),\(range.length) \"\(string)\"")
        return allowChanges
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("shouldClear"); return true }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return allowReturn }
}

/// A field that counts how often its text is drawn.
final class CountingField: UITextField {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        super.draw(rect)
    }
}

@MainActor
@Suite struct TextFieldTests {
    private func makeField(in window: UIWindow, delegate: RecordingFieldDelegate? = nil) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.delegate = delegate
        window.addSubview(field)
        CATransaction.flush()
        return field
    }

    private func type(_ text: String, into window: UIWindow) {
        for character in text { window.handleKeyboardInput(.text(String(character))) }
    }

    private func press(_ key: EditingKey, _ modifiers: UIKeyModifierFlags = [], in window: UIWindow) {
        window.handleKeyboardInput(.key(key, modifiers: modifiers))
    }

    @Test func typingAsksForEveryEditWithExactUTF16Ranges() {
        let window = makeWindow(width: 300, height: 200)
        let delegate = RecordingFieldDelegate()
        let field = makeField(in: window, delegate: delegate)
        #expect(field.becomeFirstResponder())
        type("ab", into: window)
        press(.left, in: window)
        type("X", into: window)
        press(.end, in: window)
        type("👍漢", into: window)
        press(.backspace, in: window)
        press(.backspace, in: window)
        #expect(field.text == "aXb")
        #expect(
            delegate.log.filter { $0.hasPrefix("change") } == [
                "change 0,0 \"a\"", "change 1,0 \"b\"", "change 1,0 \"X\"", "change 3,0 \"👍\"", "change 5,0 \"漢\"",
                "change 5,1 \"\"", "change 3,2 \"\"",
            ])
    }

    @Test func aDelegateThatSaysNoBlocksTheEdit() {
        let window = makeWindow(width: 300, height: 200)
        let delegate = RecordingFieldDelegate()
        let field = makeField(in: window, delegate: delegate)
        field.becomeFirstResponder()
        type("ok", into: window)
        delegate.allowChanges = false
        type("no", into: window)
        press(.backspace, in: window)
        #expect(field.text == "ok")
        #expect(field.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func returnAsksTheDelegateAndInsertsNothing() {
        let window = makeWindow(width: 300, height: 200)
        let delegate = RecordingFieldDelegate()
        let field = makeField(in: window, delegate: delegate)
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        field.becomeFirstResponder()
        type("hi", into: window)
        press(.returnKey, in: window)
        delegate.allowReturn = false
        field.insertText("\n")
        #expect(field.text == "hi")
        #expect(delegate.log.filter { $0 == "shouldReturn" }.count == 2)
        #expect(exits == 1)
    }

    @Test func editingBeginsAndEndsInUIKitsOrder() {
        let window = makeWindow(width: 300, height: 200)
        let delegate = RecordingFieldDelegate()
        let field = makeField(in: window, delegate: delegate)
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
        field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
        // A tap on the field begins editing.
        window.synthesizeTap(at: CGPoint(x: 60, y: 57), time: 0)
        #expect(field.isEditing)
        #expect(field.isFirstResponder)
        type("a", into: window)
        #expect(field.resignFirstResponder())
        #expect(delegate.log == ["shouldBegin", "didBegin", "change 0,0 \"a\"", "shouldEnd", "didEnd committed"])
        #expect(events == ["begin", "changed", "end"])
        // Text set in code asks no one.
        field.text = "set in code"
        #expect(delegate.log.count == 5)
        #expect(events.count == 3)
    }

    @Test func theClearButtonEmptiesTheField() {
        let window = makeWindow(width: 300, height: 200)
        let delegate = RecordingFieldDelegate()
        let field = makeField(in: window, delegate: delegate)
        field.clearButtonMode = .always
        field.text = "some text"
        let button = field.clearButtonRect(forBounds: field.bounds)
        let point = field.convert(CGPoint(x: button.midX, y: button.midY), to: window)
        window.synthesizeTap(at: point, time: 0)
        #expect(field.text == "")
        #expect(delegate.log.contains("shouldClear"))
        #expect(delegate.log.contains("change 0,9 \"\""))
    }

    @Test func tabMovesFocusBetweenFields() {
        let window = makeWindow(width: 300, height: 200)
        let first = makeField(in: window)
        let second = makeField(in: window)
        second.frame.origin.y = 100
        first.becomeFirstResponder()
        press(.tab, in: window)
        #expect(second.isFirstResponder)
        #expect(!first.isEditing)
        press(.tab, [.shift], in: window)
        #expect(first.isFirstResponder)
    }

    @Test func selectingCuttingAndPasting() {
        let window = makeWindow(width: 300, height: 200)
        let field = makeField(in: window)
        field.becomeFirstResponder()
        type("hello world", into: window)
        press(.left, [.shift], in: window)
        press(.left, [.shift], in: window)
        #expect(field.selectedRange == NSRange(location: 9, length: 2))
        press(.cut, in: window)
        #expect(field.text == "hello wor")
        #expect(UIPasteboard.general.string == "ld")
        press(.home, in: window)
        press(.paste, in: window)
        #expect(field.text == "ldhello wor")
        press(.selectAll, in: window)
        type("x", into: window)
        #expect(field.text == "x")
    }

    @Test func optionArrowsMoveByWords() {
        let window = makeWindow(width: 300, height: 200)
        let field = makeField(in: window)
        field.becomeFirstResponder()
        type("one, two three", into: window)
        press(.left, [.alternate], in: window)
        #expect(field.selectedRange == NSRange(location: 9, length: 0))
        press(.left, [.alternate], in: window)
        #expect(field.selectedRange == NSRange(location: 5, length: 0))
        press(.left, [.alternate, .shift], in: window)
        #expect(field.selectedRange == NSRange(location: 0, length: 5))
        press(.right, [.control], in: window)
        #expect(field.selectedRange == NSRange(location: 8, length: 0))
    }

    @Test func secureTextIsDrawnAsBulletsAndCannotBeCopied() {
        let window = makeWindow(width: 300, height: 200)
        let field = makeField(in: window)
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        UIPasteboard.general.string = "before"
        type("pw", into: window)
        press(.selectAll, in: window)
        press(.copy, in: window)
        #expect(UIPasteboard.general.string == "before")
        #expect(field.text == "pw")
    }

    @Test func movingTheCaretDoesNotRedrawTheText() {
        let window = makeWindow(width: 300, height: 200)
        window.backgroundColor = .white
        let field = CountingField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        window.addSubview(field)
        field.becomeFirstResponder()
        type("abc", into: window)
        let image = window.tandemSnapshot()
        let drawsAfterTyping = field.draws
        press(.left, in: window)
        press(.left, in: window)
        let moved = window.tandemSnapshot()
        #expect(field.draws == drawsAfterTyping)
        // The caret is a tinted bar that moved left.
        func caretColumns(_ image: UIImage) -> [Int] {
            (20..<220).filter { x in
                let p = image.pixel(x, 57)
                return Int(p.b) > Int(p.r) + 100
            }
        }
        #expect(!caretColumns(image).isEmpty)
        #expect(caretColumns(moved).first ?? 0 < caretColumns(image).first ?? 0)
    }

    @Test func removingTheEditedFieldEndsEditing() {
        let window = makeWindow(width: 300, height: 200)
        let delegate = RecordingFieldDelegate()
        let field = makeField(in: window, delegate: delegate)
        field.becomeFirstResponder()
        field.removeFromSuperview()
        #expect(!field.isEditing)
        #expect(delegate.log.last == "didEnd committed")
    }
}

@MainActor
@Suite struct TextInputProtocolTests {
    @Test func anInputMethodComposesThenCommits() {
        let window = makeWindow(width: 300, height: 200)
        let delegate = RecordingFieldDelegate()
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        field.delegate = delegate
        window.addSubview(field)
        field.becomeFirstResponder()
        window.handleKeyboardInput(.text("A"))
        // Pinyin: "ni" composed, then "nih", then committed as 你.
        window.handleKeyboardInput(.markedText("ni", selected: NSRange(location: 2, length: 0)))
        #expect(field.text == "Ani")
        #expect(field.markedTextRange?.start.offsetValue == 1)
        window.handleKeyboardInput(.markedText("nih", selected: NSRange(location: 3, length: 0)))
        #expect(field.text == "Anih")
        #expect(field.selectedRange == NSRange(location: 4, length: 0))
        window.handleKeyboardInput(.text("你"))
        #expect(field.text == "A你")
        #expect(field.markedTextRange == nil)
        #expect(field.selectedRange == NSRange(location: 2, length: 0))
        #expect(
            delegate.log.filter { $0.hasPrefix("change") } == [
                "change 0,0 \"A\"", "change 1,0 \"ni\"", "change 1,2 \"nih\"", "change 1,3 \"你\"",
            ])
    }

    @Test func positionsRangesAndRects() throws {
        let window = makeWindow(width: 300, height: 200)
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        window.addSubview(field)
        field.becomeFirstResponder()
        field.insertText("hello")
        let start = field.beginningOfDocument
        let two = try #require(field.position(from: start, offset: 2))
        let range = try #require(field.textRange(from: field.endOfDocument, to: two))
        #expect(field.text(in: range) == "llo")
        #expect(field.offset(from: start, to: two) == 2)
        #expect(field.compare(two, to: start) == .orderedDescending)
        #expect(field.position(from: start, offset: 9) == nil)
        let rects = field.selectionRects(for: range)
        #expect(rects.count == 1 && rects[0].containsStart && rects[0].containsEnd)
        #expect(field.caretRect(for: two).minX < rects[0].rect.minX + 1)
        let middle = CGPoint(x: rects[0].rect.midX, y: rects[0].rect.midY)
        #expect((2...5).contains(field.closestPosition(to: middle)?.offsetValue ?? -1))
        field.replace(range, withText: "p!")
        #expect(field.text == "hep!")
        field.selectedTextRange = field.textRange(from: start, to: two)
        #expect(field.selectedRange == NSRange(location: 0, length: 2))
    }
}

extension UITextPosition {
    /// The offset, for assertions.
    var offsetValue: Int { offset }
}
