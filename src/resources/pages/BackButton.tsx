import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';

/** Back to the list a form or action belongs to. */
export const BackButton = ({ to }: { to: string }) => (
    <Button component={Link} to={to} label="mc.schema.page.back">
        <ArrowBackIcon />
    </Button>
);
