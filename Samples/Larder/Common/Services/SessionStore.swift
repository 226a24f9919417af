//
//  SessionStore.swift
//  Larder
//

import Foundation

/// The signed-in user's token and how far sign-up got, kept on the device.
final class SessionStore {

    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var isSignedIn: Bool {
        defaults.string(forKey: "larder.token") != nil
    }

    /// False until the household step of sign-up is done (it may be done on another device).
    var hasHousehold: Bool {
        defaults.string(forKey: "larder.householdID") != nil
    }

    func signOut() {
        defaults.removeObject(forKey: "larder.token")
        defaults.removeObject(forKey: "larder.householdID")
    }
}
