import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// The seeds' text-view coordinator: every change is written back to a binding.
final class TextViewCoordinator: UITextViewDelegate {
    var binding = ""
    var changes = 0
    var ranges: [String] = []

    func textViewDidChange(_ textView: UITextView) {
        changes += 1
        binding = textView.text
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        ranges.append("\(range.location),\(range.length)")
        return true
    }
}

@MainActor
@Suite struct TextViewTests {
    private func makeTextView(in window: UIWindow) -> UITextView {
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 200, height: 80))
        textView.font = .systemFont(ofSize: 17)
        window.addSubview(textView)
        CATransaction.flush()
        return textView
    }

    @Test func theSelectionSurvivesAnEqualTextWrittenBack() {
        let window = makeWindow(width: 300, height: 300)
        let textView = makeTextView(in: window)
        let coordinator = TextViewCoordinator()
        textView.delegate = coordinator
        textView.text = "Hello world"
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 5, length: 0)
        window.handleKeyboardInput(.text(","))
        #expect(coordinator.binding == "Hello, world")
        // The update writes the binding back, as updateUIView does.
        textView.text = coordinator.binding
        #expect(textView.selectedRange == NSRange(location: 6, length: 0))
        // A different text moves the caret to the end and tells no one.
        textView.text = "Other"
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
        #expect(coordinator.changes == 1)
        #expect(coordinator.ranges == ["5,0"])
    }

    @Test func returnAndTabAreText() {
        let window = makeWindow(width: 300, height: 300)
        let textView = makeTextView(in: window)
        let field = UITextField(frame: CGRect(x: 10, y: 200, width: 100, height: 30))
        window.addSubview(field)
        textView.becomeFirstResponder()
        window.handleKeyboardInput(.text("a"))
        window.handleKeyboardInput(.key(.returnKey, modifiers: []))
        window.handleKeyboardInput(.key(.tab, modifiers: []))
        window.handleKeyboardInput(.text("b"))
        #expect(textView.text == "a\n\tb")
        #expect(textView.isFirstResponder)
    }

    @Test func arrowsMoveBetweenLines() {
        let window = makeWindow(width: 300, height: 300)
        let textView = makeTextView(in: window)
        textView.text = "first\nsecond\nthird"
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 2, length: 0)
        window.handleKeyboardInput(.key(.down, modifiers: []))
        #expect((6...8).contains(textView.selectedRange.location))
        window.handleKeyboardInput(.key(.end, modifiers: []))
        #expect(textView.selectedRange.location == 12)
        window.handleKeyboardInput(.key(.up, modifiers: [.shift]))
        #expect(textView.selectedRange.location + textView.selectedRange.length == 12)
        #expect(textView.selectedRange.location <= 5)
    }

    @Test func typingPastTheBottomScrollsTheCaretIntoView() {
        let window = makeWindow(width: 300, height: 300)
        let textView = makeTextView(in: window)
        textView.becomeFirstResponder()
        for line in 1...8 { window.handleKeyboardInput(.text("line \(line)\n")) }
        #expect(textView.contentOffset.y > 0)
        #expect(textView.contentSize.height > textView.bounds.height)
        // The caret is on the last line: the view is scrolled to the bottom.
        #expect(abs(textView.contentOffset.y + textView.bounds.height - textView.contentSize.height) <= 9)
    }

    @Test func aTextViewThatDoesNotScrollSizesToItsText() {
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.font = .systemFont(ofSize: 17)
        textView.text = "A long paragraph that wraps over several lines when the view is narrow."
        let narrow = textView.systemLayoutSizeFitting(
            CGSize(width: 120, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let wide = textView.systemLayoutSizeFitting(
            CGSize(width: 600, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(narrow.height > wide.height)
    }
}

@MainActor
@Suite struct ParagraphLayoutTests {
    /// Random edits laid out paragraph by paragraph give the same geometry as
    /// laying the final text out from scratch.
    @Test func editsLayOutAsTheWholeTextWould() {
        let window = makeWindow(width: 300, height: 300)
        let edited = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        edited.font = .systemFont(ofSize: 15)
        edited.text = "First paragraph that wraps over more than one line here.\nSecond.\n\nFourth, after an empty one."
        window.addSubview(edited)
        edited.becomeFirstResponder()
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(1, bound)))
        }
        let pieces = ["a", " ", "\n", "word ", "é", "👋", "\n\n", "long text that wraps around the width "]
        for _ in 0..<120 {
            let length = edited.text.utf16.count
            edited.selectedRange = NSRange(location: next(length + 1), length: next(3) == 0 ? next(4) : 0)
            if next(3) == 0 { edited.deleteBackward() } else { edited.insertText(pieces[next(pieces.count)]) }
        }
        let fresh = UITextView(frame: edited.frame)
        fresh.font = edited.font
        fresh.text = edited.text
        window.addSubview(fresh)
        #expect(edited.contentSize == fresh.contentSize)
        let count = edited.text.utf16.count
        for index in stride(from: 0, through: count, by: max(1, count / 40)) {
            let position = UITextPosition(offset: index)
            #expect(edited.caretRect(for: position) == fresh.caretRect(for: position), "index \(index)")
        }
    }
}
