// Seed 002: the BullsEye screen. `body` is the seed's; the seed does not
// show the rest of `ContentView` nor its `TargetView`, `MatchingView`,
// `SlideView` and the counter, so they are filled in here after the
// tutorial the seed builds on (a target color, the guess built from three
// sliders, a score out of 100, a seconds counter) and marked "(filled in)".
//
// Linux-forced changes: none in `body`.
import Combine
import SwiftUI
import UIKit

struct ContentView: View {
  // (filled in)
  let rTarget: Double
  let gTarget: Double
  let bTarget: Double
  @State var rGuess: Double
  @State var gGuess: Double
  @State var bGuess: Double
  @State var showAlert = false
  @ObservedObject var counter: TimeCounter

  // (filled in)
  init(rTarget: Double = Double.random(in: 0..<1),
       gTarget: Double = Double.random(in: 0..<1),
       bTarget: Double = Double.random(in: 0..<1),
       rGuess: Double = 0.5, gGuess: Double = 0.5, bGuess: Double = 0.5,
       counter: TimeCounter = TimeCounter()) {
    self.rTarget = rTarget
    self.gTarget = gTarget
    self.bTarget = bTarget
    _rGuess = State(initialValue: rGuess)
    _gGuess = State(initialValue: gGuess)
    _bGuess = State(initialValue: bGuess)
    self.counter = counter
  }

  // (filled in) 100 for a perfect match, less the farther the guess is.
  func computeScore() -> Int {
    let rDiff = rGuess - rTarget
    let gDiff = gGuess - gTarget
    let bDiff = bGuess - bTarget
    let diff = (rDiff * rDiff + gDiff * gDiff + bDiff * bDiff).squareRoot()
    return Int((1.0 - diff) * 100.0 + 0.5)
  }

  var body: some View {
    NavigationView {
      VStack {
        HStack {
          TargetView(showAlert: $showAlert, rTarget: rTarget, gTarget: gTarget, bTarget: bTarget)
          MatchingView(rGuess: $rGuess, gGuess: $gGuess, bGuess: $bGuess, counter: $counter.counter)
        }
        Button(action: { self.showAlert = true }) { Text("Hit me") }.alert(isPresented: $showAlert) { () -> Alert in
          Alert(title: Text("Your Score"),message: Text(String(computeScore())))
        }.frame(width: nil, height: 35, alignment: .center)
        SlideView(value: $rGuess, textColor: .red)
        SlideView(value: $gGuess, textColor: .green)
        SlideView(value: $bGuess, textColor: .blue)
        NavigationLink(destination: ViewControllerRepresentation()) {
          Text("Play BullsEye").frame(width: nil, height: 31, alignment: .center)
        }.padding(.bottom)
      }
    }
  }
}

/// (filled in) The color to match; once the alert is shown, its values.
struct TargetView: View {
  @Binding var showAlert: Bool
  let rTarget: Double
  let gTarget: Double
  let bTarget: Double

  var body: some View {
    VStack {
      Rectangle()
        .fill(Color(red: rTarget, green: gTarget, blue: bTarget))
      Text(showAlert
        ? "R: \(Int(rTarget * 255)) G: \(Int(gTarget * 255)) B: \(Int(bTarget * 255))"
        : "Match this color")
    }
  }
}

/// (filled in) The guess, with the seconds counted since the screen opened.
struct MatchingView: View {
  @Binding var rGuess: Double
  @Binding var gGuess: Double
  @Binding var bGuess: Double
  @Binding var counter: Int

  var body: some View {
    VStack {
      ZStack {
        Rectangle()
          .fill(Color(red: rGuess, green: gGuess, blue: bGuess))
        Text(String(counter))
          .padding(.all, 5)
          .background(Color.white)
      }
      Text("R: \(Int(rGuess * 255)) G: \(Int(gGuess * 255)) B: \(Int(bGuess * 255))")
    }
  }
}

/// (filled in) One color channel's slider: the seed's `ColorUISlider`
/// between the channel's bounds.
struct SlideView: View {
  @Binding var value: Double
  var textColor: UIColor

  var body: some View {
    HStack {
      Text("0").foregroundColor(Color(textColor))
      ColorUISlider(color: textColor, value: $value)
      Text("255").foregroundColor(Color(textColor))
    }.padding(.horizontal)
  }
}

/// (filled in) Seconds since the screen opened, counted by a timer.
final class TimeCounter: ObservableObject {
  @Published var counter = 0
  private var timer: Timer?

  /// Starts counting when `ticking` is true (tests count by hand).
  init(ticking: Bool = true) {
    guard ticking else { return }
    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      self?.counter += 1
    }
  }

  deinit {
    timer?.invalidate()
  }
}
