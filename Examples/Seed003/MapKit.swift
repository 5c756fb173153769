// Seed 003's map needs MapKit, which Linux does not have. This file is the
// Linux-forced change: a minimal stand-in with MapKit's names — a map view
// (a grid, a pin at the region's center, the center's coordinates), its
// delegate and the region types — so that the seed's coordinator, its
// `updateUIView` and its `dismantleUIView` compile as written.
import UIKit

/// A latitude and longitude, in degrees (stands in for CoreLocation's).
struct CLLocationCoordinate2D: Equatable {
    var latitude: Double
    var longitude: Double
}

/// The width and height of a map region, in degrees.
struct MKCoordinateSpan: Equatable {
    var latitudeDelta: Double
    var longitudeDelta: Double
}

/// A map region: a center and a span.
struct MKCoordinateRegion: Equatable {
    var center: CLLocationCoordinate2D
    var span: MKCoordinateSpan
}

/// What a map view tells its delegate.
protocol MKMapViewDelegate: AnyObject {
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
}

extension MKMapViewDelegate {
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
}

/// A map view: draws a grid with a pin at its region's center and tells its
/// delegate when the region changes.
class MKMapView: UIView {
    weak var delegate: MKMapViewDelegate?
    private let label = UILabel()

    var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
        span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)) {
        didSet {
            label.text = String(format: "%.3f, %.3f", region.center.latitude, region.center.longitude)
            setNeedsLayout()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.87, green: 0.93, blue: 0.85, alpha: 1)
        label.font = .preferredFont(forTextStyle: .caption1)
        label.textColor = .darkGray
        addSubview(label)
        label.text = "0.000, 0.000"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        guard region != self.region else { return }
        self.region = region
        delegate?.mapView(self, regionDidChangeAnimated: animated)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.sizeToFit()
        label.frame.origin = CGPoint(x: 8, y: bounds.height - label.frame.height - 6)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(1)
        for x in stride(from: CGFloat(0), through: bounds.width, by: 24) {
            context.move(to: CGPoint(x: x, y: 0))
            context.addLine(to: CGPoint(x: x, y: bounds.height))
        }
        for y in stride(from: CGFloat(0), through: bounds.height, by: 24) {
            context.move(to: CGPoint(x: 0, y: y))
            context.addLine(to: CGPoint(x: bounds.width, y: y))
        }
        context.strokePath()
        context.setFillColor(UIColor.systemRed.cgColor)
        context.fillEllipse(in: CGRect(x: bounds.midX - 6, y: bounds.midY - 6, width: 12, height: 12))
    }
}
