import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// What a gesture test's view and actions saw, in order.
@MainActor final class GestureStateLog {
    var entries: [String] = []
}

/// A square dragged with `@GestureState`: the body reads the state.
struct DraggedSquare: View {
    let log: GestureStateLog
    @GestureState(reset: { value, transaction in
        transaction.animation = .linear
        let width = Int(value.width)
        MainActor.assumeIsolated { GestureStateLogRelay.last?.entries.append("reset from \(width)") }
    }) private var offset = CGSize.zero

    var body: some View {
        log.entries.append("body \(Int(offset.width))")
        return Color.red.frame(width: 100, height: 100)
            .offset(offset)
            .gesture(
                DragGesture()
                    .updating($offset) { value, state, _ in
                        log.entries.append("updating \(Int(value.translation.width))")
                        state = value.translation
                    }
                    .onChanged { log.entries.append("changed \(Int($0.translation.width))") }
                    .onEnded { log.entries.append("ended \(Int($0.translation.width))") })
    }
}

/// Where the reset closure (a static initializer argument) writes.
enum GestureStateLogRelay {
    @MainActor static var last: GestureStateLog?
}

/// A red square 60 points below the top of a stack named "card", the stack
/// 30 points from the leading edge, reporting its drag and tap locations.
struct SpacesView: View {
    let log: GestureStateLog
    let space: CoordinateSpace

    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: 50, height: 60)
            Color.red.frame(width: 100, height: 100)
                .gesture(
                    DragGesture(minimumDistance: 0, coordinateSpace: space).onChanged { value in
                        log.entries.append(
                            "drag \(Int(value.location.x)),\(Int(value.location.y)) from \(Int(value.startLocation.x)),\(Int(value.startLocation.y))"
                        )
                    })
        }
        .coordinateSpace(name: "card")
        .padding(.leading, 30)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite struct GestureStateTests {
    private func gestureView(in window: UIWindow) -> UIView {
        window.allSubviews.first {
            !($0.gestureRecognizers ?? []).isEmpty && $0.bounds.size == CGSize(width: 100, height: 100)
        }!
    }

    /// Where the red square is drawn (the offset moves it inside the gesture's view).
    private func drawnFrame(in window: UIWindow) -> CGRect {
        let view = gestureView(in: window).allSubviews.last { $0.bounds.size == CGSize(width: 100, height: 100) }!
        return view.convert(view.bounds, to: nil)
    }

    @Test func updatingRunsBeforeOnChangedAndTheStateResetsAfterOnEnded() {
        let log = GestureStateLog()
        GestureStateLogRelay.last = log
        let (_, window) = host(DraggedSquare(log: log), width: 400, height: 400)
        defer { window.isHidden = true }
        let square = gestureView(in: window)
        let start = square.convert(CGPoint(x: 50, y: 50), to: nil)
        let before = drawnFrame(in: window)
        log.entries = []
        window.handlePointerInput(PointerInput(.down, at: start))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: start.x + 30, y: start.y)))
        CATransaction.flush()
        #expect(log.entries == ["updating 30", "changed 30", "body 30"])
        // The offset moved the square's drawing by the state's value.
        #expect(drawnFrame(in: window).minX == before.minX + 30)
        log.entries = []
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: start.x + 30, y: start.y)))
        CATransaction.flush()
        #expect(log.entries == ["ended 30", "reset from 30", "body 0"])
        #expect(drawnFrame(in: window).minX == before.minX)
    }

    @Test func aCancelledDragResetsTheState() {
        let log = GestureStateLog()
        GestureStateLogRelay.last = log
        let (_, window) = host(DraggedSquare(log: log), width: 400, height: 400)
        defer { window.isHidden = true }
        let start = gestureView(in: window).convert(CGPoint(x: 50, y: 50), to: nil)
        window.handlePointerInput(PointerInput(.down, at: start))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: start.x + 40, y: start.y)))
        CATransaction.flush()
        log.entries = []
        window.handlePointerInput(PointerInput(.cancelled, at: CGPoint(x: start.x + 40, y: start.y)))
        CATransaction.flush()
        #expect(log.entries == ["reset from 40", "body 0"])
    }

    @Test func aStateOutsideAGraphKeepsItsInitialValue() {
        let state = GestureState(wrappedValue: 3)
        #expect(state.wrappedValue == 3)
        #expect(state.projectedValue.wrappedValue == 3)
        let optional = GestureState<Int?>()
        #expect(optional.wrappedValue == nil)
    }

    /// The drag location at a touch 10 points into the square, in each space.
    @Test(arguments: [
        (CoordinateSpace.local, "drag 10,10 from 10,10"),
        (CoordinateSpace.named("card"), "drag 10,70 from 10,70"),
        (CoordinateSpace.named("nobody"), "global"),
        (CoordinateSpace.global, "global"),
    ])
    func dragLocationsAreInTheGesturesCoordinateSpace(space: CoordinateSpace, expected: String) {
        let log = GestureStateLog()
        let (_, window) = host(SpacesView(log: log, space: space), width: 400, height: 400)
        defer { window.isHidden = true }
        let square = gestureView(in: window)
        let touch = square.convert(CGPoint(x: 10, y: 10), to: nil)
        // minimumDistance 0: the drag starts as the touch goes down.
        window.handlePointerInput(PointerInput(.down, at: touch))
        CATransaction.flush()
        window.handlePointerInput(PointerInput(.up, at: touch))
        let global = "drag \(Int(touch.x)),\(Int(touch.y)) from \(Int(touch.x)),\(Int(touch.y))"
        #expect(log.entries.first == (expected == "global" ? global : expected))
    }

    @Test func aTapReportsItsLocationInANamedSpace() {
        struct Tapped: View {
            let log: GestureStateLog
            var body: some View {
                VStack(spacing: 0) {
                    Color.clear.frame(width: 50, height: 60)
                    Color.red.frame(width: 100, height: 100)
                        .onTapGesture(coordinateSpace: .named("card")) {
                            log.entries.append("tap \(Int($0.x)),\(Int($0.y))")
                        }
                }
                .coordinateSpace(name: "card")
            }
        }
        let log = GestureStateLog()
        let (_, window) = host(Tapped(log: log), width: 400, height: 400)
        defer { window.isHidden = true }
        window.synthesizeTap(at: gestureView(in: window).convert(CGPoint(x: 10, y: 10), to: nil))
        CATransaction.flush()
        #expect(log.entries == ["tap 10,70"])
    }

    struct Pressed: View {
        let log: GestureStateLog
        @GestureState private var isPressing = false
        var body: some View {
            log.entries.append("body \(isPressing)")
            return Color.red.frame(width: 100, height: 100)
                .gesture(
                    LongPressGesture(minimumDuration: 0.2)
                        .updating($isPressing) { current, state, _ in state = current }
                        .onEnded { _ in log.entries.append("ended") })
        }
    }

    /// Runs the run loop for `seconds` (the long press's timer), committing.
    private func wait(_ seconds: TimeInterval) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.02))
            CATransaction.flush()
        }
    }

    @Test func aLongPressIsPressingFromTheTouchDownUntilItEnds() {
        let log = GestureStateLog()
        let (_, window) = host(Pressed(log: log), width: 400, height: 400)
        defer { window.isHidden = true }
        let point = gestureView(in: window).convert(CGPoint(x: 50, y: 50), to: nil)
        log.entries = []
        window.handlePointerInput(PointerInput(.down, at: point))
        CATransaction.flush()
        #expect(log.entries == ["body true"])
        wait(0.35)
        #expect(log.entries == ["body true", "ended", "body false"])
        window.handlePointerInput(PointerInput(.up, at: point))
        CATransaction.flush()
        #expect(log.entries == ["body true", "ended", "body false"])
    }

    @Test func aLongPressLiftedEarlyResetsWithoutEnding() {
        let log = GestureStateLog()
        let (_, window) = host(Pressed(log: log), width: 400, height: 400)
        defer { window.isHidden = true }
        let point = gestureView(in: window).convert(CGPoint(x: 50, y: 50), to: nil)
        log.entries = []
        window.handlePointerInput(PointerInput(.down, at: point))
        CATransaction.flush()
        window.handlePointerInput(PointerInput(.up, at: point))
        CATransaction.flush()
        wait(0.3)
        #expect(log.entries == ["body true", "body false"])
    }

    @Test func aDragStartsOnlyPastItsMinimumDistance() {
        struct Far: View {
            let log: GestureStateLog
            var body: some View {
                Color.red.frame(width: 100, height: 100)
                    .gesture(
                        DragGesture(minimumDistance: 30).onChanged {
                            log.entries.append("changed \(Int($0.translation.width))")
                        })
            }
        }
        let log = GestureStateLog()
        let (_, window) = host(Far(log: log), width: 400, height: 400)
        defer { window.isHidden = true }
        let start = gestureView(in: window).convert(CGPoint(x: 50, y: 50), to: nil)
        window.synthesizeDrag(from: start, by: [CGPoint(x: 20, y: 0), CGPoint(x: 35, y: 0)])
        CATransaction.flush()
        #expect(log.entries == ["changed 35"])
    }
}
