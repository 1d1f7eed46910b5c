import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImagePicker } from '../../../src/forms/inputs/ImagePicker';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { fakeTableProvider } from '../schema/fakeTableProvider';
import { renderWithAdmin } from '../schema/renderWithAdmin';

const png = (bytes = 8) => new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' });

const Controlled = ({ onChange, initial = '' }: { onChange: (value: string) => void; initial?: string }) => {
    const [value, setValue] = useState(initial);
    return (
        <ImagePicker
            label="营业执照照片"
            value={value}
            onChange={next => {
                onChange(next);
                setValue(next);
            }}
        />
    );
};

const pick = (file: File, label = '营业执照照片') => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

describe('ImagePicker', { timeout: 30_000 }, () => {
    it('keeps a picked image as a data URL and previews it', async () => {
        const onChange = vi.fn();
        renderWithAdmin(<Controlled onChange={onChange} />, fakeTableProvider({}, []));
        expect(screen.queryByRole('img')).not.toBeInTheDocument();
        pick(png());
        await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/)));
        expect(screen.getByRole('img', { name: '营业执照照片' })).toHaveAttribute('src', onChange.mock.calls[0][0]);
    });

    // Toasts come one at a time, so each refusal gets its own page.
    it.each([
        ['no image', () => new File(['x'], 'notes.txt', { type: 'text/plain' }), '请选择图片文件'],
        ['too large', () => png(5 * 1024 * 1024 + 1), '图片不能超过5MB'],
    ])('refuses a file that is %s, with a message', async (_, file, message) => {
        const onChange = vi.fn();
        renderWithAdmin(<Controlled onChange={onChange} />, fakeTableProvider({}, []));
        pick(file());
        expect(await screen.findByText(message)).toBeInTheDocument();
        expect(onChange).not.toHaveBeenCalled();
        expect(screen.queryByRole('img')).not.toBeInTheDocument();
    });

    it('says so when the file cannot be read', async () => {
        const onChange = vi.fn();
        const read = vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
            this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
        });
        renderWithAdmin(<Controlled onChange={onChange} />, fakeTableProvider({}, []));
        pick(png());
        expect(await screen.findByText('无法读取该图片，请换一张')).toBeInTheDocument();
        expect(onChange).not.toHaveBeenCalled();
        read.mockRestore();
    });

    it('removes the image', async () => {
        const onChange = vi.fn();
        renderWithAdmin(<Controlled onChange={onChange} initial="data:image/png;base64,AAAA" />, fakeTableProvider({}, []));
        fireEvent.click(screen.getByRole('button', { name: '移除图片' }));
        expect(onChange).toHaveBeenCalledWith('');
        expect(screen.queryByRole('img')).not.toBeInTheDocument();
    });

    it('is the image field of a generated form, which sends the picture', async () => {
        const onSubmit = vi.fn();
        renderWithAdmin(
            <SchemaForm fields={[{ name: 'icon', label: 'mc.field.icon', kind: 'image', required: true }]} onSubmit={onSubmit} />,
            fakeTableProvider({}, [])
        );
        pick(png(), '分类图标');
        expect(await screen.findByRole('img', { name: '分类图标' })).toBeInTheDocument();
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ icon: expect.stringMatching(/^data:image\/png;base64,/) }));
    });
});
