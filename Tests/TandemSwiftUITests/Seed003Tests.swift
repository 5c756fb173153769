// Seed 003: a UITextView wrapped for SwiftUI with a coordinator as its
// delegate, the guard in updateUIView that keeps typing from looping or
// moving the caret, and a sizeThatFits that makes a wrapped view size like
// Text; a map representable whose coordinator owns its subscriptions, is
// given the new struct in every update and is stopped by dismantleUIView.
// The seed's code is the example's (Examples/Seed003, where `TextEditor`
// shadows SwiftUI's, as it would in an app), run here.
import Combine
import Foundation
import SwiftUI
import TandemTestSupport
import TandemTesting
import Testing
import UIKit

@testable import Seed003Example

/// The seed's sizeThatFits, on a wrapped label: it takes the proposed width
/// and the height its text needs there, instead of all the space offered.
struct WrappedLabel: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        return label
    }

    func updateUIView(_ label: UILabel, context: Context) {
        if label.text != text { label.text = text }
    }

    func sizeThatFits(
        _ proposal: ProposedViewSize,
        uiView: UILabel,
        context: Context
    ) -> CGSize? {
        let width = proposal.width ?? UIView.layoutFittingCompressedSize.width
        let size = uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: width, height: size.height)
    }
}

/// The seed's sizeThatFits on a wrapped label, with the seed's editor above it.
struct WrappedLabelScreen: View {
    @State var text = "Hello world"

    var body: some View {
        VStack(spacing: 0) {
            Seed003Example.TextEditor(text: $text)
                .frame(height: 200)
            WrappedLabel(text: "A long note that wraps onto several lines at the width it is given, as Text would.")
            Spacer()
        }
    }
}

@MainActor
@Suite struct Seed003Tests {
    @Test func typingFlowsThroughTheCoordinatorAndTheGuardKeepsTheCaret() throws {
        let (_, window) = host(NotesScreen(showsMap: false), width: 320, height: 600)
        defer { window.isHidden = true }
        CATransaction.flush()
        let textView = try #require(window.allSubviews.first { $0 is UITextView } as? UITextView)
        #expect(textView.text == "Hello world")
        #expect(window.labels.contains { $0.text == "Chars: 11" })

        // Type in the middle: the coordinator writes the binding, SwiftUI
        // updates, and the guard leaves the text view (and its caret) alone.
        _ = textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 5, length: 0)
        textView.insertText(",")
        CATransaction.flush()
        #expect(textView.text == "Hello, world")
        #expect(window.labels.contains { $0.text == "Chars: 12" })
        #expect(textView.selectedRange == NSRange(location: 6, length: 0), "the caret stays after what was typed")
        // The same view throughout: makeUIView ran once for this identity.
        #expect(window.allSubviews.first { $0 is UITextView } === textView)

        // A change from SwiftUI reaches the text view.
        XCUIApplication(window: window).buttons["Reset"].tap()
        CATransaction.flush()
        #expect(textView.text == "")
        #expect(window.labels.contains { $0.text == "Chars: 0" })
    }

    @Test func sizeThatFitsMakesAWrappedLabelAsTallAsItsText() throws {
        let (_, window) = host(WrappedLabelScreen(), width: 320, height: 600)
        defer { window.isHidden = true }
        CATransaction.flush()
        let label = try #require(window.labels.first { $0.text?.hasPrefix("A long note") == true })
        let frame = window.frame(of: label)
        #expect(frame.width == 320)
        let needed = label.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(abs(frame.height - needed) < 1)
        #expect(frame.height > 30 && frame.height < 200, "several lines, not the rest of the screen")
    }
}

/// A text view that tells its delegate about programmatic changes too, as
/// some UIKit views and third-party controls do: the case the seed warns of.
final class EagerTextView: UITextView {
    override var text: String! {
        didSet { delegate?.textViewDidChange(self) }
    }
}

/// The seed's editor without its guard, over the eager view, with a
/// coordinator that decorates what it reads: every update writes the
/// binding again, which updates the view again, and so on.
struct UnguardedEditor: UIViewRepresentable {
    @Binding var text: String

    func makeUIView(context: Context) -> UITextView {
        let textView = EagerTextView()
        textView.delegate = context.coordinator
        return textView
    }

    func updateUIView(_ textView: UITextView, context: Context) {
        textView.text = text
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(text: $text)
    }

    final class Coordinator: NSObject, UITextViewDelegate {
        @Binding var text: String

        init(text: Binding<String>) {
            _text = text
        }

        func textViewDidChange(_ textView: UITextView) {
            text = textView.text + "."
        }
    }
}

struct LoopingNotes: View {
    @State var text = "Hi"

    var body: some View {
        UnguardedEditor(text: $text)
    }
}

extension Seed003Tests {
    /// Without the guard the seed's loop happens: Tandem reports the write
    /// made during the update, stops the cycle after its pass limit, names
    /// the state that kept it going, and the app goes on.
    @Test func theLoopTheGuardPreventsIsReportedAndStoppedNotAHang() throws {
        var window: UIWindow?
        let messages = diagnostics {
            window = host(LoopingNotes(), width: 320, height: 300).1
            CATransaction.flush()
        }
        defer { window?.isHidden = true }
        #expect(
            messages.contains { $0.contains("Modifying state during view update") && $0.contains("UnguardedEditor") })
        let cycle = messages.first { $0.contains("view update cycle") }
        #expect(cycle?.contains("LoopingNotes") == true, "\(messages)")
        #expect(cycle?.contains("State<String>") == true)
        // Bounded: the text grew by at most one dot per allowed pass, not forever.
        let textView = try #require(window?.allSubviews.first { $0 is UITextView } as? UITextView)
        #expect(textView.text.hasPrefix("Hi"))
        #expect(textView.text.count < 2 + 3 * 9)
    }
}

/// A UITextView representable without a sizeThatFits (the seed's editor
/// before its sizing section).
struct UnsizedTextEditor: UIViewRepresentable {
    @Binding var text: String

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .body)
        return textView
    }

    func updateUIView(_ textView: UITextView, context: Context) {
        if textView.text != text { textView.text = text }
    }
}

extension Seed003Tests {
    /// Spec item 46, as on iOS: a scrolling UITextView has no intrinsic
    /// height, so under a ScrollView (no height offered) it is 0 high; the
    /// seed's sizeThatFits gives it the height of its text.
    @Test func aTextViewInAScrollViewIsZeroHighUntilItsSizeThatFitsSaysOtherwise() throws {
        struct Screen: View {
            @State var text = "Three lines\nof text\nto show"
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        UnsizedTextEditor(text: $text)
                        Seed003Example.TextEditor(text: $text)
                    }
                }
            }
        }
        let (_, window) = host(Screen(), width: 320, height: 500)
        defer { window.isHidden = true }
        CATransaction.flush()
        let textViews = window.allSubviews.compactMap { $0 as? UITextView }
        #expect(textViews.count == 2)
        // A text view representable without sizeThatFits: no height offered, no intrinsic height.
        let plain = try #require(textViews.first { window.frame(of: $0).height == 0 })
        #expect(window.frame(of: plain).width == 320)
        let sized = try #require(textViews.first { $0 !== plain })
        let needed = sized.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(abs(window.frame(of: sized).height - needed) < 1)
        #expect(needed > 40, "three lines")
    }
}

/// What the map screen's `onRegionChange` closures saw.
final class MapLog {
    var changes: [String] = []
}

/// Drives the map screen from the test.
final class MapScreenModel: ObservableObject {
    @Published var generation = 0
    @Published var showsMap = true
}

/// The seed's map, with a closure that names the struct generation it was made in.
struct MapScreen: View {
    let centers: PassthroughSubject<CLLocationCoordinate2D, Never>
    let log: MapLog
    @ObservedObject var model: MapScreenModel
    @State var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 1, longitude: 2),
        span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))

    var body: some View {
        let generation = model.generation
        VStack {
            Text("Latitude \(Int(region.center.latitude))")
            if model.showsMap {
                MapView(
                    region: $region, centers: centers.eraseToAnyPublisher(),
                    onRegionChange: { log.changes.append("generation \(generation): \(Int($0.center.latitude))") }
                )
                .frame(height: 200)
            }
        }
    }
}

extension Seed003Tests {
    @Test func theMapCoordinatorUsesTheNewestStructAndTheRegionFlowsBothWays() throws {
        let centers = PassthroughSubject<CLLocationCoordinate2D, Never>()
        let log = MapLog()
        let model = MapScreenModel()
        let (_, window) = host(MapScreen(centers: centers, log: log, model: model), width: 320, height: 400)
        defer { window.isHidden = true }
        let map = try #require(window.allSubviews.first { $0 is MKMapView } as? MKMapView)
        let coordinator = try #require(map.delegate as? MapView.Coordinator)
        // SwiftUI's region reached the map in the first update.
        #expect(map.region.center == CLLocationCoordinate2D(latitude: 1, longitude: 2))
        #expect(coordinator.subscriptionCount == 1)

        // A center from the feed moves the map; the coordinator writes the binding.
        centers.send(CLLocationCoordinate2D(latitude: 10, longitude: 20))
        CATransaction.flush()
        #expect(window.label("Latitude 10") != nil)
        #expect(log.changes == ["generation 0: 10"])

        // A new struct: `parent` is refreshed, so the new closure is called.
        model.generation = 1
        CATransaction.flush()
        centers.send(CLLocationCoordinate2D(latitude: 30, longitude: 20))
        CATransaction.flush()
        #expect(log.changes == ["generation 0: 10", "generation 1: 30"])
        #expect(window.label("Latitude 30") != nil)
        #expect(map.delegate === coordinator, "one coordinator for the identity")

        // Removed: dismantleUIView clears the delegate and stops the feed.
        model.showsMap = false
        CATransaction.flush()
        #expect(map.delegate == nil)
        #expect(coordinator.subscriptionCount == 0)
        centers.send(CLLocationCoordinate2D(latitude: 50, longitude: 20))
        CATransaction.flush()
        #expect(map.region.center.latitude == 30)
        #expect(log.changes.count == 2)
    }

    @Test func theNotesScreenDrawsTheMapUnderTheEditor() throws {
        let (_, window) = host(NotesScreen(), width: 320, height: 600)
        defer { window.isHidden = true }
        let map = try #require(window.allSubviews.first { $0 is MKMapView } as? MKMapView)
        let frame = window.frame(of: map)
        #expect(frame.height == 200)
        #expect(frame.width == 320)
        #expect(window.label("Map at 48.857, 2.352") != nil)
        let image = window.tandemSnapshot()
        // The pin, red, at the map's center; the map's green around it.
        #expect(image.pixel(Int(frame.midX), Int(frame.midY)).isClose(to: RGBA(255, 59, 48, 255), tolerance: 8))
        #expect(
            image.pixel(Int(frame.minX) + 12, Int(frame.minY) + 12).isClose(to: RGBA(222, 237, 217, 255), tolerance: 4))
    }
}
