import Foundation
import SwiftUI
import TandemTesting
import Testing

/// A settings screen written as SwiftUI apps write one.
struct SettingsScreen: View {
    @State private var count = 0
    @State private var notifications = false
    @State private var volume = 0.5
    @State private var name = ""
    @State private var typed: [String] = []
    @State private var showsAbout = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Text("Count: \(count)").accessibilityIdentifier("count")
                Button("Increment") { count += 1 }
                Toggle("Notifications", isOn: $notifications)
                Slider(value: $volume) { Text("Volume") }
                Text("Volume \(Int((volume * 100).rounded()))")
                TextField("Name", text: $name)
                    .onChange(of: name) { typed.append($0) }
                Text("Typed \(typed.count) times")
                NavigationLink("About") { Text("About this app").navigationTitle("About") }
                Button("Show alert") { showsAbout = true }
            }
            .padding()
            .navigationTitle("Settings")
            .alert("Hello", isPresented: $showsAbout) {
                Button("Close", role: .cancel) {}
            }
        }
    }
}

@MainActor
@Suite struct SwiftUIFlowTests {
    let app = XCUIApplication(rootView: SettingsScreen())

    @Test func buttonsTogglesSlidersAndTextFieldsWorkThroughTouchesAndTyping() {
        app.launch()
        defer { app.terminate() }
        let count = app.staticTexts["count"]
        #expect(count.label == "Count: 0")
        app.buttons["Increment"].tap()
        app.buttons["Increment"].tap()
        #expect(count.label == "Count: 2")

        let toggle = app.switches["Notifications"]
        #expect(toggle.value as? String == "0")
        toggle.tap()
        #expect(toggle.value as? String == "1")

        let slider = app.sliders["Volume"]
        #expect(slider.value as? String == "50%")
        slider.adjust(toNormalizedSliderPosition: 0.8)
        #expect(abs(slider.normalizedSliderPosition - 0.8) < 0.02)
        #expect(app.staticTexts["Volume 80"].exists)

        let field = app.textFields["Name"]
        field.tap()
        field.typeText("Ada")
        #expect(field.value as? String == "Ada")
        // Typed as one piece of text, the binding changes once.
        #expect(app.staticTexts["Typed 1 times"].exists)
    }

    @Test func navigationAndAlerts() {
        app.launch()
        defer { app.terminate() }
        #expect(app.navigationBars["Settings"].exists)
        app.buttons["About"].tap()
        #expect(app.navigationBars["About"].exists)
        #expect(app.staticTexts["About this app"].exists)
        app.navigationBars.buttons["Settings"].tap()
        #expect(app.navigationBars["Settings"].exists)

        app.buttons["Show alert"].tap()
        #expect(app.alerts["Hello"].waitForExistence(timeout: 1))
        app.alerts["Hello"].buttons["Close"].tap()
        #expect(app.alerts["Hello"].waitForNonExistence(timeout: 1))
    }

    @Test func screenshotsAreThePixelsOfTheElement() throws {
        app.launch()
        defer { app.terminate() }
        let button = app.buttons["Increment"]
        let shot = button.screenshot()
        let frame = button.frame
        #expect(shot.image.size == frame.size)
        #expect(shot.image.scale == 2)
        #expect(!shot.pngRepresentation.isEmpty)
        #expect(app.screenshot().image.size == CGSize(width: 390, height: 844))
    }

    @Test func waitingLetsTheMainQueueRun() async {
        struct Delayed: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    if shown { Text("Loaded") }
                }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { shown = true } }
            }
        }
        let app = XCUIApplication(rootView: Delayed())
        app.launch()
        defer { app.terminate() }
        #expect(!app.staticTexts["Loaded"].exists)
        // Generous: under a parallel run the main queue is shared with every other
        // main-actor test, and its backlog can exceed a few seconds.
        #expect(await app.staticTexts["Loaded"].waitForExistence(timeout: 60))
        #expect(await !app.staticTexts["Missing"].waitForExistence(timeout: 0.1))
    }

    @Test func returnEndsEditingAndAToolbarButtonsConditionalLabelIsItsTitle() {
        struct Tasks: View {
            @State private var editing = false
            @State private var draft = ""
            @State private var tasks: [String] = []
            var body: some View {
                NavigationStack {
                    List {
                        TextField("New task", text: $draft).onSubmit {
                            tasks.insert(draft, at: 0)
                            draft = ""
                        }
                        ForEach(tasks, id: \.self) { Text($0) }
                    }
                    .navigationTitle("Tasks")
                    .toolbar {
                        ToolbarItem(placement: .navigationBarTrailing) {
                            Button {
                                editing.toggle()
                            } label: {
                                if editing { Text("Done") } else { Text("Edit") }
                            }
                        }
                    }
                }
            }
        }
        let app = XCUIApplication(rootView: Tasks())
        app.launch()
        defer { app.terminate() }
        let field = app.textFields["New task"]
        field.tap()
        field.typeText("Milk\n")
        #expect(!field.hasFocus)
        field.tap()
        field.typeText("Eggs\n")
        // The newest row first, as its row is.
        #expect(app.tables.cells.element(boundBy: 1).staticTexts.element.label == "Eggs")
        #expect(app.tables.cells.element(boundBy: 2).staticTexts.element.label == "Milk")
        app.navigationBars.buttons["Edit"].tap()
        #expect(app.navigationBars.buttons["Done"].exists)
    }
}
