// Seed 004: a UITextField wrapped for SwiftUI. Version 2.0 of the seed's
// TextFieldWrapper: settings passed in and applied in updateUIView on the
// next turn of the main queue, a coordinator writing the binding from
// shouldChangeCharactersIn, onCommit from Return, onEditingChanged from
// begin and end editing; version 1.0; the chained-modifier version; and
// MyProgrssView. The seed's code is the example's (Examples/Seed004), run
// here; the v2 screen below is the seed's `Demo` recording what it printed.
import Foundation
import SwiftUI
import TandemTestSupport
import TandemTesting
import TandemUIKit
import Testing
import UIKit

@testable import Seed004Example

/// The seed's version 2.0 wrapper, which the recording demo below uses.
typealias TextFieldWrapper = Version2.TextFieldWrapper

final class Seed004Log {
    var events: [String] = []
}

/// The seed's `Demo`, recording instead of printing.
struct Seed004Demo: View {
    @State var name: String = ""
    @State var color: UIColor = .red
    let log: Seed004Log
    var body: some View {
        VStack {
            TextFieldWrapper(
                "name:",
                text: $name,
                color: color,
                font: .preferredFont(forTextStyle: .title1),
                clearButtonMode: .whileEditing,
                onCommit: { log.events.append("return") },
                onEditingChanged: { editing in log.events.append("isEditing \(editing)") }
            )
            .border(.blue)
            .padding()
            Text("name:\(name)")
            Button("Random Name") {
                name = "42"
            }
            Button("Change Color") {
                color = color == .red ? .label : .red
            }
        }
    }
}

@MainActor
@Suite struct Seed004Tests {
    /// Lets the main queue run what updateUIView sent to it.
    func drainMainQueue() async throws {
        try await Task.sleep(nanoseconds: 50_000_000)
        CATransaction.flush()
    }

    @Test func theWrappedTextFieldBehavesLikeTextField() async throws {
        let log = Seed004Log()
        let (_, window) = host(Seed004Demo(log: log), width: 360, height: 500)
        defer { window.isHidden = true }
        try await drainMainQueue()
        let field = try #require(window.allSubviews.first { $0 is UITextField } as? UITextField)
        #expect(field.placeholder == "name:")
        #expect(field.textColor == .red)
        #expect(field.font?.pointSize == UIFont.preferredFont(forTextStyle: .title1).pointSize)

        // Editing: begin, type (the coordinator writes the binding), Return, end.
        let app = XCUIApplication(window: window)
        app.textFields["name:"].tap()
        for character in "Ada" { app.textFields["name:"].typeText(String(character)) }
        #expect(app.staticTexts["name:Ada"].exists)
        app.textFields.firstMatch.typeText("\n")
        _ = field.resignFirstResponder()
        #expect(log.events == ["isEditing true", "return", "isEditing false"])

        // A new name from SwiftUI reaches the field on the next turn of the main queue.
        app.buttons["Random Name"].tap()
        try await drainMainQueue()
        #expect(field.text == "42")
        #expect(window.labels.contains { $0.text == "name:42" })

        // And so does a new color.
        app.buttons["Change Color"].tap()
        try await drainMainQueue()
        #expect(field.textColor == .label)
    }
}

extension Seed004Tests {
    @Test func versionOneBindsBothWaysAndIsAsTallAsItsText() async throws {
        struct Screen: View {
            @State var name = "Bo"
            var body: some View {
                VStack {
                    Version1.TextFieldWrapper("name:", text: $name)
                        .border(.blue)
                        .padding()
                    Text("name:\(name)")
                    Button("Set Name") { name = "Cy" }
                    Spacer()
                }
            }
        }
        let (_, window) = host(Screen(), width: 360, height: 500)
        defer { window.isHidden = true }
        try await drainMainQueue()
        let field = try #require(window.allSubviews.first { $0 is UITextField } as? UITextField)
        #expect(field.text == "Bo")
        #expect(field.placeholder == "name:")
        // Hugging: as tall as its text, not the space the VStack offers.
        let frame = window.frame(of: field)
        #expect(frame.height == field.intrinsicContentSize.height)
        #expect(abs(frame.width - (360 - 2 * 16)) < 0.5)

        // UIKit to SwiftUI: typing goes through the coordinator into the binding.
        window.synthesizeTap(at: frame.center)
        CATransaction.flush()
        window.handleKeyboardInput(.text("b"))
        CATransaction.flush()
        #expect(window.labels.contains { $0.text == "name:Bob" })
        try await drainMainQueue()
        #expect(field.text == "Bob")

        // SwiftUI to UIKit: on the next turn of the main queue.
        _ = field.resignFirstResponder()
        XCUIApplication(window: window).buttons["Set Name"].tap()
        try await drainMainQueue()
        #expect(field.text == "Cy")
        #expect(window.labels.contains { $0.text == "name:Cy" })
    }

    @Test func theChainedVersionTakesColorDisabledFontAndOnCommitFromModifiersAndTheEnvironment() async throws {
        final class Log { var commits: [String] = [] }
        final class Model: ObservableObject {
            @Published var disabled = false
            @Published var generation = 0
        }
        struct Screen: View {
            @State var name = ""
            @ObservedObject var model: Model
            let log: Log
            var body: some View {
                let generation = model.generation
                Chained.TextFieldWrapper("name:", text: $name)
                    .onCommit { log.commits.append("commit \(generation)") }
                    .foregroundColor(.red)
                    .font(.preferredFont(forTextStyle: .title1))
                    .disabled(model.disabled)
            }
        }
        let model = Model()
        let log = Log()
        let (_, window) = host(Screen(model: model, log: log), width: 360, height: 300)
        defer { window.isHidden = true }
        try await drainMainQueue()
        let field = try #require(window.allSubviews.first { $0 is UITextField } as? UITextField)
        #expect(field.textColor == .red)
        #expect(
            field.font?.pointSize == UIFont.preferredFont(forTextStyle: .title1).pointSize, "the myFont environment key"
        )
        #expect(field.isEnabled)

        // onCommit reaches the coordinator in updateUIView: the newest closure runs.
        window.synthesizeTap(at: window.frame(of: field).center)
        CATransaction.flush()
        window.handleKeyboardInput(.key(.returnKey, modifiers: []))
        model.generation = 1
        CATransaction.flush()
        window.handleKeyboardInput(.key(.returnKey, modifiers: []))
        #expect(log.commits == ["commit 0", "commit 1"])
        _ = field.resignFirstResponder()

        // `.disabled` flows through the environment into isEnabled.
        model.disabled = true
        CATransaction.flush()
        #expect(!field.isEnabled)
        model.disabled = false
        CATransaction.flush()
        #expect(field.isEnabled)
    }

    @Test func theChainedVersionWithoutAFontUsesTheFieldsDefault() async throws {
        let (_, window) = host(Chained.TextFieldWrapper("name:", text: .constant("x")), width: 360, height: 300)
        defer { window.isHidden = true }
        try await drainMainQueue()
        let field = try #require(window.allSubviews.first { $0 is UITextField } as? UITextField)
        #expect(field.font == UITextField().font)
        #expect(field.textColor == .label)
        #expect(field.text == "x")
    }

    @Test func myProgrssViewSpinsAtItsOwnSize() throws {
        let (_, window) = host(Basics.Demo(), width: 300, height: 300)
        defer { window.isHidden = true }
        let spinner = try #require(
            window.allSubviews.first { $0 is UIActivityIndicatorView } as? UIActivityIndicatorView)
        #expect(spinner.isAnimating)
        let frame = window.frame(of: spinner)
        #expect(frame.size == spinner.intrinsicContentSize)
        #expect(abs(frame.midX - 150) <= 0.5 && abs(frame.midY - 150) <= 0.5)
    }

    @Test func theProgramShowsEveryDemo() throws {
        let controller = Seed004Program.makeRootViewController()
        let window = makeWindow(width: 390, height: 844, root: controller)
        defer { window.isHidden = true }
        #expect(window.allSubviews.filter { $0 is UITextField }.count == 3)
        #expect(window.allSubviews.contains { $0 is UIActivityIndicatorView })
        #expect(window.label("版本 1.0") != nil)
    }
}
