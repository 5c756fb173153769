import Foundation

/// A view that lays its parts out itself and measures its own height with
/// `sizeThatFits(_:)`: a self-sizing table row asks it instead of solving
/// constraints (list content views, SwiftUI content hosted in a cell).
@preconcurrency @MainActor
package protocol SelfMeasuringView: AnyObject {}
