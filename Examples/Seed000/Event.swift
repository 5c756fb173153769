// Seed 000 ("Kayouyou's Den": SwiftUI inside UIKit): what the article
// elides with `...` — the event, its icon, the header's gradient and the
// UIKit tag list — filled in so that the program runs. None of it is the
// article's code; the article's code is in the other files of this folder.
import SwiftUI
import UIKit

/// An event, as the article's view model holds it.
struct Event: Equatable {
    var name: String
    var description: String
    var tags: [String]
    var icon: EventIcon
}

/// The icon shown above the event's name.
enum EventIcon: Equatable {
    case calendar
    case star

    var imageName: String {
        switch self {
        case .calendar: return "calendar"
        case .star: return "star.fill"
        }
    }
}

extension Event {
    /// The event the example shows.
    static let meetup = Event(
        name: "Swift on Linux",
        description: "An evening of talks about SwiftUI and UIKit code on Linux.",
        tags: ["Swift", "Linux", "SwiftUI"],
        icon: .calendar)
}

/// The header's background: a gradient that fills the space offered.
struct EventGradient: View {
    var body: some View {
        LinearGradient(
            colors: [Color(red: 0.35, green: 0.34, blue: 0.84), Color(red: 1, green: 0.18, blue: 0.33)],
            startPoint: .topLeading, endPoint: .bottomTrailing)
    }
}

/// The event's tags as a line of text under the description (a UIKit view,
/// as in the article's controller).
final class EventTagListView: UILabel {
    var tags: [String] = [] {
        didSet { text = tags.map { "#\($0)" }.joined(separator: "  ") }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        textColor = .systemBlue
        numberOfLines = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Where a view model's `update()` gets the latest event from (the article
/// elides it). `nil` keeps the current event; a thrown error reaches the
/// delegate's `eventViewModelDidEncounterError`.
typealias EventLoader = () throws -> Event
