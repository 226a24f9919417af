//
//  ComposePostPresenter.swift
//  Harbor
//

import UIKit

final class ComposePostPresenter {

    private weak var view: ComposePostViewProtocol?
    private let interactor: ComposePostInteractorInput
    private let router: ComposePostRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: ComposePostViewProtocol, interactor: ComposePostInteractorInput, router: ComposePostRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension ComposePostPresenter: ComposePostPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapPickPhotos() {
        router.pickPhotos()
    }

    func didTapShowDiscardOptions() {
        router.showDiscardOptions(actions: [
            UIAlertAction(title: NSLocalizedString("Discard post", comment: ""), style: .destructive) { [weak self] _ in
                self?.router.close()
            },
            UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel),
        ])
    }

    func didPick(images: [UIImage]) {
        guard !images.isEmpty else { return }
        sections.append(images.indices.map { ListItem(id: "photo-\($0)", title: "New photo") })
        view?.display(sections: sections)
    }

    func didTapClose() {
        router.close()
    }
}

extension ComposePostPresenter: ComposePostInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
