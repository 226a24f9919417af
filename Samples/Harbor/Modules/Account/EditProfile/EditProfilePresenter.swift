//
//  EditProfilePresenter.swift
//  Harbor
//

import UIKit

final class EditProfilePresenter {

    private weak var view: EditProfileViewProtocol?
    private let interactor: EditProfileInteractorInput
    private let router: EditProfileRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: EditProfileViewProtocol, interactor: EditProfileInteractorInput, router: EditProfileRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension EditProfilePresenter: EditProfilePresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapShowAvatarOptions() {
        router.showAvatarOptions(actions: [
            UIAlertAction(title: NSLocalizedString("Take photo", comment: ""), style: .default) { [weak self] _ in
                self?.router.takeAvatarPhoto()
            },
            UIAlertAction(title: NSLocalizedString("Choose photo", comment: ""), style: .default) { [weak self] _ in
                self?.router.pickAvatar()
            },
            UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel),
        ])
    }

    func didTapTakeAvatarPhoto() {
        router.takeAvatarPhoto()
    }

    func didTapPickAvatar() {
        router.pickAvatar()
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

extension EditProfilePresenter: EditProfileInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
