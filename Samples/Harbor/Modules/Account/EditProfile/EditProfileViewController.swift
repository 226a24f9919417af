//
//  EditProfileViewController.swift
//  Harbor
//

import PhotosUI
import UIKit

final class EditProfileViewController: UIViewController {

    var presenter: EditProfilePresenterProtocol!

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var sections: [[ListItem]] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Edit profile", comment: "")
        view.backgroundColor = .systemBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "ellipsis.circle"),
            menu: UIMenu(children: [
                UIAction(title: NSLocalizedString("Avatar Options", comment: "")) { [weak self] _ in self?.presenter.didTapShowAvatarOptions() },
                UIAction(title: NSLocalizedString("Take avatar photo", comment: "")) { [weak self] _ in self?.presenter.didTapTakeAvatarPhoto() },
                UIAction(title: NSLocalizedString("Pick avatar", comment: "")) { [weak self] _ in self?.presenter.didTapPickAvatar() },
            ])
        )
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .close, primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapClose()
        })
        presenter.viewDidLoad()
    }
}

extension EditProfileViewController: EditProfileViewProtocol {
    func display(sections: [[ListItem]]) {
        self.sections = sections
        tableView.reloadData()
    }

    func display(error message: String) {
        let label = UILabel()
        label.text = message
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        tableView.backgroundView = label
    }
}

extension EditProfileViewController: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let item = sections[indexPath.section][indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = item.title
        content.secondaryText = item.subtitle
        cell.contentConfiguration = content
        cell.accessoryType = .none
        return cell
    }
}

extension EditProfileViewController: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
        guard let image = info[.originalImage] as? UIImage else { return }
        presenter.didPick(images: [image])
    }
}

extension EditProfileViewController: PHPickerViewControllerDelegate {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        PhotoLoader.images(from: results) { [weak self] images in
            self?.presenter.didPick(images: images)
        }
    }
}
