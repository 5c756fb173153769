// What Linux forces on an app that uses URLSession with `import SwiftUI`
// only: on Apple's platforms Foundation has URLSession and URLRequest;
// on Linux they are in FoundationNetworking (added to the app's target by
// scripts/check-swiftui-apps.sh).
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
