// Seed 002: a UISlider wrapped for SwiftUI, its coordinator writing the
// binding from the slider's value-changed action.
//
// Linux-forced change: Swift on Linux has no Objective-C runtime, so
// `#selector(Coordinator.valueChanged(_:))` becomes the method reference
// `Coordinator.valueChanged` and `valueChanged(_:)` loses its `@objc`.
import SwiftUI
import UIKit

struct ColorUISlider: UIViewRepresentable {
  var color: UIColor
  @Binding var value: Double
    
  typealias UIViewType = UISlider
    
  func makeUIView(context: UIViewRepresentableContext<ColorUISlider>) -> UISlider {
    let slider = UISlider(frame: .zero)
    slider.thumbTintColor = color
    slider.value = Float(value)
    slider.addTarget(context.coordinator, action: Coordinator.valueChanged, for: .valueChanged)
    return slider
  }
    
  func updateUIView(_ uiView: UISlider, context: UIViewRepresentableContext<ColorUISlider>) {
    uiView.value = Float(value)
  }
    
  class Coordinator: NSObject {
    var value: Binding<Double>
    init(value: Binding<Double>) {
      self.value = value
    }
        
    func valueChanged(_ sender: UISlider) {
      self.value.wrappedValue = Double(sender.value)
    }
  }
    
  func makeCoordinator() -> ColorUISlider.Coordinator {
    return Coordinator(value: $value)
  }
}
