import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// Records keyboard notifications (posted synchronously on the main thread).
final class KeyboardRecorder: @unchecked Sendable {
    private(set) var events: [String] = []
    private(set) var endFrames: [CGRect] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        let names: [(Notification.Name, String)] = [
            (UIResponder.keyboardWillShowNotification, "willShow"),
            (UIResponder.keyboardDidShowNotification, "didShow"),
            (UIResponder.keyboardWillHideNotification, "willHide"),
            (UIResponder.keyboardDidHideNotification, "didHide"),
            (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
            (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
        ]
        for (name, label) in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [self] note in
                    events.append(label)
                    if label == "willChangeFrame",
                        let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
                    {
                        endFrames.append(value.cgRectValue)
                    }
                })
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens = []
    }
}

/// A text field at the bottom of the screen, under a flexible spacer.
struct BottomField: View {
    @State private var text = ""

    var body: some View {
        VStack(spacing: 0) {
            Color.gray
            TextField("Name", text: $text)
                .frame(height: 40)
        }
    }
}

/// The same field, its stack ignoring the keyboard's safe area.
struct KeyboardIgnoringField: View {
    @State private var text = ""

    var body: some View {
        VStack(spacing: 0) {
            Color.gray
            TextField("Name", text: $text)
                .frame(height: 40)
        }
        .ignoresSafeArea(.keyboard)
    }
}

@MainActor
@Suite struct KeyboardAvoidanceTests {
    private func field(in view: UIView) throws -> UITextField {
        try #require(view.allSubviews.compactMap { $0 as? UITextField }.first)
    }

    @Test func aHostedFieldBecomingFirstResponderShowsTheKeyboardAndTheContentAvoidsIt() throws {
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        let (controller, window) = host(BottomField(), width: 400, height: 800)
        defer { window.isHidden = true }
        window.tandemSoftwareKeyboardHeight = 300
        let field = try field(in: controller.view)
        let resting = window.frame(of: field)
        // The field (its intrinsic height, centered in its 40-point frame) sits at the bottom.
        #expect(abs(resting.midY - 780) <= 1)

        #expect(field.becomeFirstResponder())
        #expect(recorder.events == ["willChangeFrame", "willShow"])
        CATransaction.flush()
        #expect(recorder.events == ["willChangeFrame", "willShow", "didShow", "didChangeFrame"])
        #expect(recorder.endFrames == [CGRect(x: 0, y: 500, width: 400, height: 300)])
        // The content is laid out above the keyboard; the hosting view itself does not move.
        #expect(window.frame(of: field) == resting.offsetBy(dx: 0, dy: -300))
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))

        #expect(field.resignFirstResponder())
        CATransaction.flush()
        #expect(recorder.events.suffix(4) == ["willChangeFrame", "willHide", "didHide", "didChangeFrame"])
        #expect(recorder.endFrames.last == CGRect(x: 0, y: 800, width: 400, height: 300))
        #expect(window.frame(of: field) == resting)
    }

    @Test func withoutASoftwareKeyboardNothingIsPostedOrMoved() throws {
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        let (controller, window) = host(BottomField(), width: 400, height: 800)
        defer { window.isHidden = true }
        let field = try field(in: controller.view)
        let resting = window.frame(of: field)
        #expect(field.becomeFirstResponder())
        CATransaction.flush()
        #expect(recorder.events.isEmpty)
        #expect(window.frame(of: field) == resting)
    }

    @Test func movingBetweenFieldsKeepsTheKeyboard() throws {
        struct TwoFields: View {
            @State private var a = ""
            @State private var b = ""
            var body: some View {
                VStack {
                    TextField("A", text: $a)
                    TextField("B", text: $b)
                }
            }
        }
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        let (controller, window) = host(TwoFields())
        defer { window.isHidden = true }
        window.tandemSoftwareKeyboardHeight = 250
        let fields = controller.view.allSubviews.compactMap { $0 as? UITextField }
        try #require(fields.count == 2)
        fields[0].becomeFirstResponder()
        CATransaction.flush()
        fields[1].becomeFirstResponder()
        CATransaction.flush()
        #expect(recorder.events == ["willChangeFrame", "willShow", "didShow", "didChangeFrame"])
    }

    @Test func safeAreaRegionsWithoutKeyboardOptOut() throws {
        let (controller, window) = host(BottomField(), width: 400, height: 800)
        defer { window.isHidden = true }
        controller.safeAreaRegions = .container
        window.tandemSoftwareKeyboardHeight = 300
        let field = try field(in: controller.view)
        let resting = window.frame(of: field)
        field.becomeFirstResponder()
        CATransaction.flush()
        #expect(window.frame(of: field) == resting)
        // Respecting the keyboard again moves the content up.
        controller.safeAreaRegions = .all
        CATransaction.flush()
        #expect(window.frame(of: field) == resting.offsetBy(dx: 0, dy: -300))
    }

    @Test func ignoresSafeAreaKeyboardOptsOut() throws {
        let (controller, window) = host(KeyboardIgnoringField(), width: 400, height: 800)
        defer { window.isHidden = true }
        window.tandemSoftwareKeyboardHeight = 300
        let field = try field(in: controller.view)
        let resting = window.frame(of: field)
        #expect(abs(resting.midY - 780) <= 1)
        field.becomeFirstResponder()
        CATransaction.flush()
        #expect(window.frame(of: field) == resting)
    }

    @Test func ignoringOnlyTheKeyboardStillRespectsTheContainerInsets() throws {
        let (controller, window) = host(KeyboardIgnoringField(), width: 400, height: 800)
        defer { window.isHidden = true }
        window.tandemSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
        window.tandemSoftwareKeyboardHeight = 300
        CATransaction.flush()
        let field = try field(in: controller.view)
        let resting = window.frame(of: field)
        // Above the 30-point bottom inset.
        #expect(abs(resting.midY - 750) <= 1)
        field.becomeFirstResponder()
        CATransaction.flush()
        #expect(window.frame(of: field) == resting)
    }

    @Test func onlyTheOverlapWithTheHostingViewIsAvoided() throws {
        // A hosting controller in the top 600 points: a 300-point keyboard covers its last 100.
        let hosting = UIHostingController(rootView: BottomField())
        let parent = EmbeddingController()
        parent.embed(hosting) { child, container in
            [
                child.topAnchor.constraint(equalTo: container.topAnchor),
                child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                child.heightAnchor.constraint(equalToConstant: 600),
            ]
        }
        let window = makeWindow(root: parent)
        defer { window.isHidden = true }
        window.tandemSoftwareKeyboardHeight = 300
        let field = try field(in: hosting.view)
        let resting = window.frame(of: field)
        #expect(abs(resting.midY - 580) <= 1)
        field.becomeFirstResponder()
        CATransaction.flush()
        #expect(window.frame(of: field) == resting.offsetBy(dx: 0, dy: -100))
        #expect(hosting.view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
    }
}
