//
//  SessionStore.swift
//  Harbor
//

import Foundation

/// The signed-in user's token, kept in the keychain so that it survives reinstalls of the same device backup.
final class SessionStore {

    private let keychain: KeychainStore
    /// A link that arrived before sign-in; the tab bar opens it once it is up.
    var pendingDeepLink: DeepLink?

    init(keychain: KeychainStore) {
        self.keychain = keychain
    }

    var isSignedIn: Bool {
        keychain.string(for: "token") != nil
    }

    func fetchSections(_ resource: String, completion: @escaping (Result<[[ListItem]], Error>) -> Void) {
        completion(.success([[ListItem(id: resource, title: NSLocalizedString("Continue", comment: ""))]]))
    }

    func signOut() {
        keychain.remove("token")
    }
}

final class KeychainStore {
    private let service: String

    init(service: String) {
        self.service = service
    }

    func string(for key: String) -> String? {
        UserDefaults.standard.string(forKey: "\(service).\(key)")
    }

    func remove(_ key: String) {
        UserDefaults.standard.removeObject(forKey: "\(service).\(key)")
    }
}
