import Foundation
import SwiftUI
import TandemTesting
import Testing
import UIKit

/// What the composed gestures reported.
@MainActor final class GestureLog {
    var entries: [String] = []
}

/// A photo-like square that can be pinched and rotated together.
private struct PinchRotatePad: View {
    let log: GestureLog

    var body: some View {
        Color.blue.frame(width: 300, height: 300)
            .accessibilityElement().accessibilityIdentifier("pad")
            .gesture(
                MagnificationGesture().simultaneously(with: RotationGesture())
                    .onEnded { value in
                        let scale = value.first.map { String(format: "%.1f", $0) } ?? "nil"
                        let angle = value.second.map { String(format: "%.0f", $0.degrees) } ?? "nil"
                        log.entries.append("scale \(scale) angle \(angle)")
                    })
    }
}

/// A square where a double tap wins over a single tap.
private struct TapsPad: View {
    let log: GestureLog

    var body: some View {
        Color.green.frame(width: 200, height: 200)
            .accessibilityElement().accessibilityIdentifier("pad")
            .gesture(
                TapGesture(count: 2).exclusively(before: TapGesture())
                    .onEnded { value in
                        switch value {
                        case .first: log.entries.append("double")
                        case .second: log.entries.append("single")
                        }
                    })
    }
}

/// A card that must be long-pressed before it can be dragged.
private struct PressThenDragCard: View {
    let log: GestureLog
    @GestureState private var dragging = false

    var body: some View {
        VStack(spacing: 0) {
            Color.orange.frame(width: 100, height: 100).accessibilityElement().accessibilityIdentifier("card")
                .gesture(
                    LongPressGesture(minimumDuration: 0.2).sequenced(before: DragGesture())
                        .updating($dragging) { value, state, _ in
                            if case .second(true, _?) = value { state = true }
                        }
                        .onEnded { value in
                            guard case .second(true, let drag?) = value else {
                                log.entries.append("ended without a drag")
                                return
                            }
                            log.entries.append("dragged \(Int(drag.translation.height.rounded()))")
                        })
            Color.clear.frame(height: 300).accessibilityElement().accessibilityIdentifier("target")
            Text(dragging ? "dragging" : "still")
        }
    }
}

/// SwiftUI's composed gestures (`simultaneously`, `exclusively`,
/// `sequenced`) and the two-finger gestures, driven as a user would.
@MainActor
@Suite struct ComposedGestureFlowTests {
    @Test func aPinchAndARotationAreRecognizedTogether() {
        let log = GestureLog()
        let app = XCUIApplication(rootView: PinchRotatePad(log: log))
        app.launch()
        defer { app.terminate() }
        app.otherElements["pad"].pinch(withScale: 2, velocity: 1)
        #expect(log.entries.count == 1)
        #expect(log.entries.first?.hasPrefix("scale 2.0") == true, "\(log.entries)")
        app.otherElements["pad"].rotate(.pi / 2, withVelocity: 1)
        #expect(log.entries.count == 2)
        #expect(log.entries.last?.hasSuffix("angle 90") == true, "\(log.entries)")
    }

    @Test func aDoubleTapWinsOverASingleTapWhichWaitsForItToFail() {
        let log = GestureLog()
        let app = XCUIApplication(rootView: TapsPad(log: log))
        app.launch()
        defer { app.terminate() }
        app.otherElements["pad"].doubleTap()
        #expect(log.entries == ["double"])
        app.otherElements["pad"].tap()
        // The single tap is recognized once the double tap has failed (its time ran out).
        _ = app.staticTexts["never"].waitForExistence(timeout: 0.6)
        #expect(log.entries == ["double", "single"])
    }

    @Test func aDragCountsOnlyAfterTheLongPress() {
        let log = GestureLog()
        let app = XCUIApplication(rootView: PressThenDragCard(log: log))
        app.launch()
        defer { app.terminate() }
        app.otherElements["card"].press(forDuration: 0.5, thenDragTo: app.otherElements["target"])
        #expect(log.entries.count == 1)
        #expect(log.entries.first?.hasPrefix("dragged") == true, "\(log.entries)")
        #expect(app.staticTexts["still"].exists, "the gesture state went back when the sequence ended")
        // Lifting after the long press, without dragging, ends nothing.
        app.otherElements["card"].press(forDuration: 0.5)
        #expect(log.entries.count == 1, "\(log.entries)")
    }
}

/// A pad whose double tap is mapped to a word and erased to `AnyGesture`.
private struct MappedPad: View {
    let log: GestureLog

    var body: some View {
        Color.purple.frame(width: 200, height: 200)
            .accessibilityElement().accessibilityIdentifier("pad")
            .gesture(
                AnyGesture(TapGesture(count: 2).map { "double tap" })
                    .onEnded { word in log.entries.append(word) })
    }
}

extension ComposedGestureFlowTests {
    @Test func mappedAndErasedGesturesReportTheirValues() {
        let log = GestureLog()
        let app = XCUIApplication(rootView: MappedPad(log: log))
        app.launch()
        defer { app.terminate() }
        app.otherElements["pad"].doubleTap()
        #expect(log.entries == ["double tap"])
    }
}

/// An inner tap inside an outer tap, the outer attached with `mask`.
private struct MaskedTaps: View {
    let log: GestureLog
    let mask: GestureMask

    var body: some View {
        Color.gray.frame(width: 300, height: 300)
            .overlay(
                Color.red.frame(width: 100, height: 100)
                    .accessibilityElement().accessibilityIdentifier("inner")
                    .onTapGesture { log.entries.append("inner") }
            )
            .gesture(TapGesture().onEnded { log.entries.append("outer") }, including: mask)
    }
}

extension ComposedGestureFlowTests {
    @Test(arguments: [
        (GestureMask.all, ["inner"]), (.gesture, ["outer"]), (.subviews, ["inner"]), (.none, []),
    ])
    func aMaskEnablesTheGestureAndThoseInside(mask: GestureMask, expected: [String]) {
        let log = GestureLog()
        let app = XCUIApplication(rootView: MaskedTaps(log: log, mask: mask))
        app.launch()
        defer { app.terminate() }
        app.otherElements["inner"].tap()
        #expect(log.entries == expected)
    }
}
