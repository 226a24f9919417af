//
//  ComposerInteractor.swift
//  Social
//

import Foundation

final class ComposerInteractor {

    private let mode: ComposerMode
    private let posts: PostsServiceProtocol
    private let storage: StorageServiceProtocol
    private var draft: String?

    init(mode: ComposerMode, posts: PostsServiceProtocol, storage: StorageServiceProtocol) {
        self.mode = mode
        self.posts = posts
        self.storage = storage
    }

    var restoredDraft: String? { draft }

    func saveDraft(_ text: String) {
        // FIXME: drafts only live in memory; they are lost when the app is killed.
        draft = text
    }

    func publish(_ text: String, completion: @escaping (Bool) -> Void) {
        posts.publish(text: text, mode: mode) { result in
            completion((try? result.get()) != nil)
        }
    }
}
