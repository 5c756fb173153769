// Seed 003, "Coordinator là đối tượng sống lâu" and "Dọn dẹp": a map
// wrapped for SwiftUI whose coordinator owns what lives (its
// subscriptions, the last region it saw), whose `updateUIView` refreshes the
// coordinator's `parent`, and whose static `dismantleUIView` stops it.
//
// Linux-forced changes: MapKit does not exist on Linux, so `MKMapView` and
// its types come from the stand-in in MapKit.swift. The seed shows the
// coordinator, the first line of `updateUIView` and `dismantleUIView`; the
// rest of `MapView` (its properties, `makeUIView`, the rest of
// `updateUIView`, `makeCoordinator`) and the coordinator's methods are
// filled in and marked "(filled in)".
import Combine
import SwiftUI
import UIKit

struct MapView: UIViewRepresentable {
    // (filled in) The region shown, both ways: the map's moves write it.
    @Binding var region: MKCoordinateRegion
    // (filled in) Centers to follow (a location feed, say), while the map lives.
    var centers: AnyPublisher<CLLocationCoordinate2D, Never>
    // (filled in) Told after each region change the map makes.
    var onRegionChange: (MKCoordinateRegion) -> Void = { _ in }

    // (filled in)
    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView()
        mapView.delegate = context.coordinator
        context.coordinator.startUpdates(of: mapView)
        return mapView
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        context.coordinator.parent = self        // làm mới cái struct đã bắt
        // (filled in) Only a region the map does not show yet is applied.
        context.coordinator.apply(region, to: mapView)
    }

    // (filled in)
    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    static func dismantleUIView(_ uiView: MKMapView, coordinator: Coordinator) {
        uiView.delegate = nil
        coordinator.stopUpdates()
    }

    final class Coordinator: NSObject, MKMapViewDelegate {
        var parent: MapView
        private var cancellables: Set<AnyCancellable> = []
        private var lastRegion: MKCoordinateRegion?

        init(_ parent: MapView) {
            self.parent = parent
        }
    }
}

// (filled in) The coordinator's work.
extension MapView.Coordinator {
    /// Follows the parent's centers: each moves the map.
    func startUpdates(of mapView: MKMapView) {
        parent.centers
            .sink { [weak mapView] center in
                guard let mapView = mapView else { return }
                var region = mapView.region
                region.center = center
                mapView.setRegion(region, animated: true)
            }
            .store(in: &cancellables)
    }

    /// Cancels every subscription.
    func stopUpdates() {
        cancellables.removeAll()
    }

    /// Shows `region` unless it is the last one seen (the seed's guard:
    /// compare before assigning); the map's own report of it is then not
    /// written back to SwiftUI during the update.
    func apply(_ region: MKCoordinateRegion, to mapView: MKMapView) {
        guard region != lastRegion else { return }
        lastRegion = region
        mapView.setRegion(region, animated: false)
    }

    /// How many subscriptions are live.
    var subscriptionCount: Int { cancellables.count }

    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
        guard mapView.region != lastRegion else { return }
        lastRegion = mapView.region
        // The current parent: its binding and closure, not the first struct's.
        parent.region = mapView.region
        parent.onRegionChange(mapView.region)
    }
}
