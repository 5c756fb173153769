// Seed 003 as a screen (the seed shows no screen): the seed's `TextEditor`
// with a character count and a reset button, over the seed's `MapView`
// following a feed of centers.
import Combine
import SwiftUI

/// (filled in) A note and a map: the seed's two representables in use.
struct NotesScreen: View {
    @State var text = "Hello world"
    @State var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522),
        span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
    var centers: AnyPublisher<CLLocationCoordinate2D, Never> = Empty().eraseToAnyPublisher()
    var showsMap = true

    var body: some View {
        VStack(spacing: 0) {
            Text("Chars: \(text.count)")
            TextEditor(text: $text)
                .frame(height: 200)
            Button("Reset") { text = "" }
            if showsMap {
                Text(String(format: "Map at %.3f, %.3f", region.center.latitude, region.center.longitude))
                MapView(region: $region, centers: centers)
                    .frame(height: 200)
            }
            Spacer()
        }
    }
}
