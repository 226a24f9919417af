//
//  SignInInteractor.swift
//  Social
//

import Foundation

protocol SignInInteractorOutput: AnyObject {
    func signInSucceeded()
    func signInFailed(_ error: Error)
}

final class SignInInteractor {

    weak var output: SignInInteractorOutput?
    private let users: UsersServiceProtocol
    private let storage: StorageServiceProtocol

    init(users: UsersServiceProtocol, storage: StorageServiceProtocol) {
        self.users = users
        self.storage = storage
    }

    func signIn(email: String, password: String) {
        users.signIn(email: email, password: password) { [weak self] result in
            switch result {
            case let .success(user):
                self?.storage.save(user)
                self?.output?.signInSucceeded()
            case let .failure(error):
                self?.output?.signInFailed(error)
            }
        }
    }
}
